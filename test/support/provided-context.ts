// What test/global-setup.ts hands the test files through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
    /** The run's tables' base name: a worker's own table is workerTableName(tableName). */
    tableName: string;
  }
}

export {};
