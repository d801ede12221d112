// What test/web/build-client.ts hands the browser tests through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
  }
}

export {};
