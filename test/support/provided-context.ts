// What test/global-setup.ts hands the test files through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
    tableName: string;
  }
}

export {};
