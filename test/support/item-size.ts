/** DynamoDB's size of an item (attribute names plus values), as its docs count it. */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export function itemSize(item: Record<string, AttributeValue>): number {
  let size = 0;
  for (const [name, value] of Object.entries(item)) size += Buffer.byteLength(name) + valueSize(value);
  return size;
}

function valueSize(v: AttributeValue): number {
  if (v.S !== undefined) return Buffer.byteLength(v.S);
  if (v.N !== undefined) return Math.ceil(v.N.replace(/^-|\.|^0+/g, '').length / 2) + 1;
  if (v.B !== undefined) return v.B.length;
  if (v.BOOL !== undefined || v.NULL !== undefined) return 1;
  if (v.L !== undefined) return 3 + v.L.reduce((s, x) => s + 1 + valueSize(x), 0);
  if (v.M !== undefined) {
    return 3 + Object.entries(v.M).reduce((s, [k, x]) => s + 1 + Buffer.byteLength(k) + valueSize(x), 0);
  }
  throw new Error(`unsized attribute ${JSON.stringify(v)}`);
}
