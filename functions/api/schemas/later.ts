/**
 * An answer's schema that loads with the OpenAPI document: a route names it at once, and its code
 * (shapes.ts) is imported by the first document. Answers are not validated against their
 * schemas, so serving a request never builds one (docs/deploy.md#cold-start).
 */
import { z } from '@hono/zod-openapi';
import type * as ShapesModule from './shapes';

type Shapes = typeof ShapesModule;

let shapes: Shapes | undefined;

/**
 * The schema `name` of shapes.ts, resolved when first read (a z.lazy). It is typed as that schema
 * for route typing; only what zod's lazy has (parse, openapi, nullable...) may be called on it.
 */
export function later<K extends keyof Shapes>(name: K): Shapes[K] {
  return z.lazy(() => {
    if (!shapes) throw new Error(`${name} is read before loadShapes() (later.ts)`);
    return shapes[name];
  }) as unknown as Shapes[K];
}

/** The answers' shapes, imported once (before a document is generated). */
export async function loadShapes(): Promise<Shapes> {
  shapes ??= await import('./shapes');
  return shapes;
}
