/** Reading the generated OpenAPI document in tests: the pools `{pool}` names. */

/** The pools the `{pool}` parameter of the leaderboards lists as its enum. */
export function poolsOf(doc: { paths: object }): string[] {
  const paths = doc.paths as Record<
    string,
    { get: { parameters: { name: string; schema?: { enum?: string[] } }[] } }
  >;
  const param = paths['/v1/leaderboards/{pool}'].get.parameters.find((p) => p.name === 'pool')!;
  return param.schema!.enum!;
}
