/**
 * Every message key the gateway can answer with, read from its source (src/server) with the TypeScript
 * type checker, so a new refusal cannot be missed by a list someone forgot to update:
 * - the key argument of every `new GatewayError(...)` (each refusal's tipMsg);
 * - every `'gateway.…'` string and `` `gateway.…${…}` `` template anywhere in the gateway (texts it puts into
 *   answers: coupon reasons, points descriptions, claim field labels).
 *
 * An expression is followed to the strings it can hold: literal types (unions included), templates (every
 * combination of their parts), constants, object tables (`MESSAGES[error]`), a parameter (the argument of
 * every call of its function, or its default), what a function returns (`nameProblem(name)`) and a
 * property of it (`refusal.key`).
 * What cannot be followed is reported in `unresolved` with its place, never dropped.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Where a key was found. */
export interface KeySite {
  /** `src/server/...ts:line`. */
  at: string;
  /** The expression as written. */
  text: string;
}

export interface GatewayMessageKeys {
  /** Each key with the first place it comes from. */
  keys: Map<string, KeySite>;
  /** Key expressions that could not be followed to their strings. */
  unresolved: KeySite[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The expression without parentheses, `as`, `satisfies`, `!` and `await`. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)
    || ts.isNonNullExpression(current) || ts.isAwaitExpression(current) || ts.isTypeAssertionExpression(current)) {
    current = current.expression;
  }
  return current;
}

/**
 * Reads the key sites of the gateway under `root` (default src/server) and follows each to its keys;
 * `notKeys`: `gateway.` strings that are no message key (a file name).
 */
export function gatewayMessageKeys(root = 'src/server', options: { notKeys?: readonly string[] } = {}): GatewayMessageKeys {
  const files = sourceFiles(root);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true, noUncheckedIndexedAccess: true, skipLibCheck: true, noEmit: true, resolveJsonModule: true, types: ['node'],
  });
  const checker = program.getTypeChecker();
  const ours = program.getSourceFiles().filter((file) => files.some((path) => relative(path, file.fileName) === ''));
  const notKeys = new Set(options.notKeys ?? []);

  const place = (node: ts.Node): string => {
    const file = node.getSourceFile();
    return `${relative(process.cwd(), file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  const calls: ts.CallExpression[] = [];
  const visitCalls = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) calls.push(node);
    ts.forEachChild(node, visitCalls);
  };
  ours.forEach(visitCalls);

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  const callees = new Map<ts.CallExpression, ts.Symbol | undefined>();
  const calleeSymbol = (call: ts.CallExpression): ts.Symbol | undefined => {
    if (!callees.has(call)) callees.set(call, symbolOf(ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression));
    return callees.get(call);
  };

  /** The function a symbol names: a declaration, or a const holding an arrow or function expression. */
  const functionOf = (symbol: ts.Symbol | undefined): ts.SignatureDeclaration | undefined => {
    const declaration = symbol?.valueDeclaration;
    if (!declaration) return undefined;
    if (ts.isFunctionDeclaration(declaration)) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = unwrap(declaration.initializer);
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
    return undefined;
  };
  const symbolOfFunction = (fn: ts.SignatureDeclaration): ts.Symbol | undefined => {
    if (ts.isFunctionDeclaration(fn) && fn.name) return symbolOf(fn.name);
    if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return symbolOf(fn.parent.name);
    return undefined;
  };
  /** The expressions a function returns (not those of functions nested in it). */
  const returnsOf = (fn: ts.SignatureDeclaration): ts.Expression[] => {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  };

  const unresolved: KeySite[] = [];
  const busy = new Set<ts.Node>();
  const fail = (node: ts.Node): string[] => {
    unresolved.push({ at: place(node), text: node.getText() });
    return [];
  };

  /** Every value a parameter takes: the argument of each call, or the default when it is left out. */
  const argumentsOf = (parameter: ts.ParameterDeclaration): ts.Expression[] | undefined => {
    const fn = parameter.parent;
    const symbol = symbolOfFunction(fn);
    if (!symbol) return undefined;
    const index = fn.parameters.indexOf(parameter);
    return calls.filter((call) => calleeSymbol(call) === symbol).flatMap((call) => {
      const given = call.arguments[index];
      if (given) return [given];
      return parameter.initializer ? [parameter.initializer] : [];
    });
  };

  /** The strings an expression can hold. */
  const strings = (expression: ts.Expression): string[] => {
    const node = unwrap(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) return [];
    const type = checker.getTypeAtLocation(node);
    // null and undefined hold no key (a function answering "no problem").
    const members = (type.isUnion() ? type.types : [type]).filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
    if (members.length > 0 && members.every((member) => member.isStringLiteral())) return members.map((member) => (member as ts.StringLiteralType).value);
    if (busy.has(node)) return [];
    busy.add(node);
    try {
      if (ts.isTemplateExpression(node)) {
        return node.templateSpans.reduce(
          (prefixes, span) => prefixes.flatMap((prefix) => strings(span.expression).map((value) => `${prefix}${value}${span.literal.text}`)),
          [node.head.text],
        );
      }
      if (ts.isConditionalExpression(node)) return [...strings(node.whenTrue), ...strings(node.whenFalse)];
      if (ts.isBinaryExpression(node) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)) {
        return [...strings(node.left), ...strings(node.right)];
      }
      if (ts.isIdentifier(node)) {
        const declaration = symbolOf(node)?.valueDeclaration;
        if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) return strings(declaration.initializer);
        if (declaration && ts.isParameter(declaration)) {
          const given = argumentsOf(declaration);
          if (given) return given.flatMap(strings);
        }
        return fail(node);
      }
      if (ts.isCallExpression(node)) {
        const fn = functionOf(calleeSymbol(node));
        if (!fn) return fail(node);
        if (busy.has(fn)) return [];
        busy.add(fn);
        try {
          return returnsOf(fn).flatMap(strings);
        } finally {
          busy.delete(fn);
        }
      }
      if (ts.isPropertyAccessExpression(node)) return property(node.expression, node.name.text) ?? fail(node);
      if (ts.isElementAccessExpression(node)) {
        const index = checker.getTypeAtLocation(node.argumentExpression);
        const names = (index.isUnion() ? index.types : [index]);
        const values = names.every((name) => name.isStringLiteral())
          ? names.map((name) => property(node.expression, (name as ts.StringLiteralType).value))
          : [allValues(node.expression)];
        return values.every((value) => value !== undefined) ? values.flat() as string[] : fail(node);
      }
      return fail(node);
    } finally {
      busy.delete(node);
    }
  };

  /** The object literal an expression stands for, if it is one or a const holding one. */
  const objectLiteral = (expression: ts.Expression): ts.ObjectLiteralExpression | undefined => {
    const node = unwrap(expression);
    if (ts.isObjectLiteralExpression(node)) return node;
    if (!ts.isIdentifier(node)) return undefined;
    const declaration = symbolOf(node)?.valueDeclaration;
    return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? objectLiteral(declaration.initializer) : undefined;
  };

  /** Every property value of an object table. */
  const allValues = (expression: ts.Expression): string[] | undefined => {
    const literal = objectLiteral(expression);
    if (!literal) return undefined;
    return literal.properties.flatMap((entry) => (ts.isPropertyAssignment(entry) ? strings(entry.initializer) : []));
  };

  /** The strings of property `name` of whatever an expression can be: object literals, consts, returns of called functions. */
  const property = (expression: ts.Expression, name: string): string[] | undefined => {
    const node = unwrap(expression);
    if (node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) return [];
    if (ts.isObjectLiteralExpression(node)) {
      const entry = node.properties.find((candidate) => candidate.name && ts.isIdentifier(candidate.name) && candidate.name.text === name);
      if (!entry) return [];
      return ts.isPropertyAssignment(entry) ? strings(entry.initializer) : undefined;
    }
    if (ts.isConditionalExpression(node)) {
      const [yes, no] = [property(node.whenTrue, name), property(node.whenFalse, name)];
      return yes && no ? [...yes, ...no] : undefined;
    }
    if (ts.isCallExpression(node)) {
      const fn = functionOf(calleeSymbol(node));
      if (!fn || busy.has(fn)) return fn ? [] : undefined;
      busy.add(fn);
      try {
        const values = returnsOf(fn).map((returned) => property(returned, name));
        return values.every((value) => value !== undefined) ? values.flat() as string[] : undefined;
      } finally {
        busy.delete(fn);
      }
    }
    if (ts.isIdentifier(node)) {
      const declaration = symbolOf(node)?.valueDeclaration;
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) return property(declaration.initializer, name);
      if (declaration && ts.isParameter(declaration)) {
        const given = argumentsOf(declaration);
        if (!given) return undefined;
        const values = given.map((argument) => property(argument, name));
        return values.every((value) => value !== undefined) ? values.flat() as string[] : undefined;
      }
    }
    return undefined;
  };

  const keys = new Map<string, KeySite>();
  const add = (node: ts.Expression): void => {
    const site = { at: place(node), text: node.getText() };
    for (const key of strings(node)) if (!keys.has(key)) keys.set(key, site);
  };
  const isGatewayError = (node: ts.NewExpression): boolean => symbolOf(node.expression)?.getName() === 'GatewayError';
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && isGatewayError(node) && node.arguments?.[2]) add(node.arguments[2]);
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.startsWith('gateway.') && !notKeys.has(node.text)) add(node);
    if (ts.isTemplateExpression(node) && node.head.text.startsWith('gateway.')) add(node);
    ts.forEachChild(node, visit);
  };
  ours.forEach(visit);
  return { keys, unresolved };
}
