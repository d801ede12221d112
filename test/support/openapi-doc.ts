/** Reading the generated OpenAPI document in tests: the pools `{pool}` names. */

/** The pools the `{pool}` parameter of the leaderboards names in its description. */
export function poolsOf(doc: { paths: object }): string[] {
  const paths = doc.paths as Record<string, { get: { parameters: { name: string; description: string }[] } }>;
  const param = paths['/v1/leaderboards/{pool}'].get.parameters.find((p) => p.name === 'pool')!;
  return /one of ([\w, ]+);/.exec(param.description)![1].split(', ');
}
