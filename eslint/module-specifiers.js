/**
 * Every way a module can name another one, as one ESLint visitor. A rule that only looked at
 * `import ... from` could be walked around with `export ... from`, `import()`, `require()`, a type
 * import or a Vite glob, so the boundary rules all read specifiers through this.
 */

/** The string a node spells out without evaluating anything, or null (an expression, a variable). */
export function staticString(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked;
  }
  return null;
}

const isImportMeta = (node) =>
  node.type === 'MetaProperty' && node.meta.name === 'import' && node.property.name === 'meta';

/** `import.meta.glob('../x/*.ts')` loads whatever the pattern matches: its fixed start is the target. */
function globBase(pattern) {
  if (pattern.startsWith('!')) return null;
  const wild = pattern.search(/[*?[{]/);
  if (wild === -1) return pattern;
  const head = pattern.slice(0, wild);
  return head.slice(0, head.lastIndexOf('/') + 1) || './';
}

/**
 * Calls `report(node, specifier)` for every module reference in a file; `specifier` is null when the
 * reference is computed at run time and so cannot be checked.
 */
export function moduleSpecifierVisitor(report) {
  const fromSource = (node) => {
    if (node.source) report(node.source, staticString(node.source));
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: (node) => report(node, staticString(node.source)),
    TSImportType: (node) => {
      const source = node.source ?? node.argument?.literal;
      report(node, staticString(source));
    },
    TSExternalModuleReference: (node) => report(node, staticString(node.expression)),
    CallExpression: (node) => {
      const { callee } = node;
      if (callee.type === 'Identifier' && callee.name === 'require' && node.arguments.length > 0) {
        report(node, staticString(node.arguments[0]));
        return;
      }
      const isGlob =
        callee.type === 'MemberExpression' &&
        isImportMeta(callee.object) &&
        !callee.computed &&
        callee.property.name.startsWith('glob');
      if (!isGlob) return;
      const first = node.arguments[0];
      const patterns = first?.type === 'ArrayExpression' ? first.elements : [first];
      for (const pattern of patterns) {
        const text = staticString(pattern);
        if (text === null) report(pattern ?? node, null);
        else if (globBase(text) !== null) report(pattern, globBase(text));
      }
    },
  };
}
