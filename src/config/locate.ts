import { isMap, isNode, isScalar, type Document, type LineCounter, type Node } from 'yaml';

export interface Position {
  line: number;
  column: number;
}

export type Locator = (path: readonly PropertyKey[], key?: string) => Position | undefined;

const nodeAt = (doc: Document, path: readonly PropertyKey[]): Node | undefined => {
  if (path.length === 0) return isNode(doc.contents) ? doc.contents : undefined;
  try {
    const node: unknown = doc.getIn(path as unknown[], true);
    return isNode(node) ? node : undefined;
  } catch {
    // A path running through a scalar has no node.
    return undefined;
  }
};

/**
 * Maps a field path of the parsed value back to where it is written. A missing field is
 * placed at the nearest enclosing node that exists; an unknown field (`key`) at its key.
 */
export function yamlLocator(doc: Document, lineCounter: LineCounter): Locator {
  const position = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  return (path, key) => {
    if (key !== undefined) {
      const map = nodeAt(doc, path);
      const pair = isMap(map) ? map.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key) : undefined;
      if (isNode(pair?.key) && pair.key.range) return position(pair.key.range[0]);
    }
    for (let n = path.length; n >= 0; n--) {
      const node = nodeAt(doc, path.slice(0, n));
      if (node?.range) return position(node.range[0]);
    }
    return undefined;
  };
}
