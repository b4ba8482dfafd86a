// Flags a plain object indexed by an arbitrary string: `table[key]`, `table[key] = value`,
// `const { [key]: value } = table` and `key in table`, where the key's type is `string` (not a union of literals) and the object is not an
// array. Such a key can be "constructor", "toString" or "__proto__", which every plain object
// answers through Object.prototype: a lookup finds a function instead of nothing, and a write to
// `__proto__` replaces the prototype. Use a Map, `lookupOwn`/`hasOwnKey` from @confab/core,
// `Object.hasOwn`, or an object made with `Object.create(null)`.
//
// The rule reads types (typescript-eslint's project service), not names: whether a string came from
// the user cannot be seen in a file, so every wide-string key counts, and literal keys (`keyof`,
// unions of known names) never do. That keeps it exact rather than a guess about "lookup tables".
import ts from 'typescript';

const message =
  'A string key can name an Object.prototype member ("constructor", "__proto__"): use a Map, ' +
  'lookupOwn/hasOwnKey (@confab/core), Object.hasOwn, or an Object.create(null) table.';

/** True when the type admits strings that are not known in advance. */
function isWideString(type) {
  if (type.isUnion()) return type.types.some(isWideString);
  return (
    (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) !== 0
  );
}

/** True for object types whose string keys reach Object.prototype: not arrays, strings or `any`. */
function isPlainObjectType(checker, type) {
  if (type.isUnion()) return type.types.some((member) => isPlainObjectType(checker, member));
  if ((type.flags & ts.TypeFlags.Object) === 0) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  const name = type.getSymbol()?.getName();
  return !['Map', 'Set', 'WeakMap', 'URLSearchParams', 'Headers', 'FormData'].includes(name ?? '');
}

/** `const table = Object.create(null)` (possibly cast): such a table has no prototype to reach. */
function isNullPrototypeInit(node) {
  let current = node;
  while (current && (current.type === 'TSAsExpression' || current.type === 'TSSatisfiesExpression'))
    current = current.expression;
  return (
    current?.type === 'CallExpression' &&
    current.callee.type === 'MemberExpression' &&
    current.callee.object.type === 'Identifier' &&
    current.callee.object.name === 'Object' &&
    current.callee.property.type === 'Identifier' &&
    current.callee.property.name === 'create' &&
    current.arguments[0]?.type === 'Literal' &&
    current.arguments[0].value === null
  );
}

function declaredWithoutPrototype(context, node) {
  if (node.type !== 'Identifier') return false;
  let scope = context.sourceCode.getScope(node);
  while (scope) {
    const variable = scope.set.get(node.name);
    if (variable) {
      return variable.defs.some(
        (definition) =>
          definition.node.type === 'VariableDeclarator' && isNullPrototypeInit(definition.node.init),
      );
    }
    scope = scope.upper;
  }
  return false;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No plain-object lookups by arbitrary strings (Object.prototype keys)' },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) return {};
    const checker = services.program.getTypeChecker();
    const typeOf = (node) => checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));

    function check(reportNode, objectNode, keyNode) {
      if (keyNode.type === 'Literal' || keyNode.type === 'PrivateIdentifier') return;
      if (!isWideString(typeOf(keyNode))) return;
      if (!isPlainObjectType(checker, typeOf(objectNode))) return;
      if (declaredWithoutPrototype(context, objectNode)) return;
      context.report({ node: reportNode, message });
    }

    return {
      MemberExpression(node) {
        if (node.computed) check(node, node.object, node.property);
      },
      BinaryExpression(node) {
        if (node.operator === 'in') check(node, node.right, node.left);
      },
      // `const { [key]: value } = table` reads `table[key]` too.
      Property(node) {
        if (node.computed && node.parent.type === 'ObjectPattern') check(node, node.parent, node.key);
      },
    };
  },
};

export default { rules: { 'no-prototype-lookup': rule } };
