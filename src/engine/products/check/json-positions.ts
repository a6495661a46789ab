/**
 * A JSON parser that remembers where each value stands in the text, so a finding can name the line
 * and column a product owner has to edit (JSON.parse only reports a character offset, and only for
 * syntax errors). Strict JSON as JSON.parse reads it; values come out identical.
 */
import { pointerSegment } from '../schema-walk.js';

/** A 1-based line and column. */
export interface TextPosition {
  line: number;
  column: number;
}

/** A parsed file: its value and the position of every member, keyed by JSON pointer. */
export interface PositionedJson {
  value: unknown;
  /**
   * Where the value at `pointer` (`/plans/0/code`, `''` for the root) is written: an object member's
   * key, an array item's first character. Falls back to the nearest enclosing value that exists.
   */
  positionOf(pointer: string): TextPosition;
  /** The line and column of a character offset. */
  positionAtOffset(offset: number): TextPosition;
}

/** The text is not JSON: where it breaks, a caret line under it, and what was expected there. */
export class JsonSyntaxError extends Error {
  constructor(readonly position: TextPosition, readonly expected: string, readonly sourceLine: string) {
    super(`not valid JSON at line ${position.line}, column ${position.column}: ${expected}`);
    this.name = 'JsonSyntaxError';
  }

  /** The offending line with a caret under the column, for a terminal. */
  get caret(): string {
    return `${this.sourceLine}\n${' '.repeat(Math.max(0, this.position.column - 1))}^`;
  }
}

/** Parses `text`; throws {@link JsonSyntaxError} with the line and column of the first mistake. */
export function parseJsonWithPositions(text: string): PositionedJson {
  const positions = new Map<string, number>();
  let index = 0;

  /** Stops at the current index with `words`, or by default what was expected there and what was found. */
  const fail = (expected: string, words?: string): never => {
    const before = text.slice(0, index);
    const line = before.split('\n').length;
    const lineStart = before.lastIndexOf('\n') + 1;
    const lineEnd = text.indexOf('\n', index);
    const found = index >= text.length ? 'the end of the file' : `"${text[index]}"`;
    throw new JsonSyntaxError({ line, column: index - lineStart + 1 }, words ?? `expected ${expected} but found ${found}`,
      text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd));
  };
  /**
   * After a comma: a closing bracket right after it is a trailing comma, reported on the comma's own line
   * (JSON allows none) rather than on the bracket's, which is where the owner would not look.
   */
  const refuseTrailingComma = (commaAt: number, closing: '}' | ']'): void => {
    skipSpace();
    if (text[index] !== closing) return;
    index = commaAt;
    fail('', `a comma after the last ${closing === '}' ? 'field' : 'item'} (JSON allows none before the closing ${closing}): remove this comma`);
  };
  const skipSpace = (): void => {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) index += 1;
  };
  const expectChar = (char: string, what: string): void => {
    skipSpace();
    if (text[index] !== char) fail(what);
    index += 1;
  };

  const parseString = (): string => {
    const start = index;
    index += 1;
    while (index < text.length && text[index] !== '"') {
      if (text[index] === '\\') index += 1;
      else if (text.charCodeAt(index) < 0x20) fail('a closing quote before the end of the line');
      index += 1;
    }
    if (index >= text.length) fail('a closing quote');
    index += 1;
    try {
      return JSON.parse(text.slice(start, index)) as string;
    } catch {
      index = start;
      return fail('a valid text (check its backslash escapes)');
    }
  };

  const parseValue = (pointer: string): unknown => {
    skipSpace();
    positions.set(pointer, positions.get(pointer) ?? index);
    const char = text[index];
    if (char === '{') return parseObject(pointer);
    if (char === '[') return parseArray(pointer);
    if (char === '"') return parseString();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(index, index + 400));
    if (!literal) return fail('a value (a text in double quotes, a number, true, false, null, an object or a list)');
    index += literal[0].length;
    return JSON.parse(literal[0]) as unknown;
  };

  const parseObject = (pointer: string): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    index += 1;
    skipSpace();
    if (text[index] === '}') {
      index += 1;
      return result;
    }
    for (;;) {
      skipSpace();
      if (text[index] !== '"') fail('a field name in double quotes');
      const keyStart = index;
      const key = parseString();
      const child = `${pointer}/${pointerSegment(key)}`;
      positions.set(child, keyStart);
      expectChar(':', 'a colon after the field name');
      result[key] = parseValue(child);
      skipSpace();
      if (text[index] === ',') {
        index += 1;
        refuseTrailingComma(index - 1, '}');
        continue;
      }
      if (text[index] === '}') {
        index += 1;
        return result;
      }
      fail('a comma or a closing }');
    }
  };

  const parseArray = (pointer: string): unknown[] => {
    const result: unknown[] = [];
    index += 1;
    skipSpace();
    if (text[index] === ']') {
      index += 1;
      return result;
    }
    for (;;) {
      result.push(parseValue(`${pointer}/${result.length}`));
      skipSpace();
      if (text[index] === ',') {
        index += 1;
        refuseTrailingComma(index - 1, ']');
        continue;
      }
      if (text[index] === ']') {
        index += 1;
        return result;
      }
      fail('a comma or a closing ]');
    }
  };

  const value = parseValue('');
  skipSpace();
  if (index < text.length) fail('nothing more after the end of the value');

  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const toPosition = (offset: number): TextPosition => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
  return {
    value,
    positionOf(pointer) {
      for (let current = pointer; ; current = current.slice(0, current.lastIndexOf('/'))) {
        const offset = positions.get(current);
        if (offset !== undefined) return toPosition(offset);
        if (current === '') return { line: 1, column: 1 };
      }
    },
    positionAtOffset: toPosition,
  };
}
