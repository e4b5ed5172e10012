/**
 * Every call to the native side goes through src/lib/bridge (DESIGN.md): no other file in src may
 * touch the objects a hybrid app injects (`window.WebViewJavascriptBridge`, `WVJBCallbacks`, any
 * `*Bridge` global), however the access is spelled.
 */
import { staticString } from './module-specifiers.js';
import { fileOf, repoPath } from './resolve.js';

/** A native bridge global: `WebViewJavascriptBridge`, `AndroidBridge`, `jsBridge`, `WVJBCallbacks`. */
const isBridgeName = (name) =>
  typeof name === 'string' && (/bridge/i.test(name) || /^WVJB/.test(name));

/** The protocol's global and event names, which only lib/bridge has any reason to spell out. */
const isBridgeString = (text) => /^(WebViewJavascriptBridge|WVJB)/.test(text);

const globalObjects = new Set(['window', 'globalThis', 'self', 'top', 'parent', 'frames']);

/** True when `name` at `node` is the global, not a local variable or parameter of that name. */
function isGlobal(context, node, name) {
  for (let scope = context.sourceCode.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(name);
    if (variable) return variable.defs.length === 0;
  }
  return true;
}

/** `window`, `globalThis`, `window.top`, `globalThis.window` and the like. */
function isGlobalObject(context, node) {
  if (node.type === 'Identifier') {
    return globalObjects.has(node.name) && isGlobal(context, node, node.name);
  }
  return (
    node.type === 'MemberExpression' &&
    globalObjects.has(propertyName(node)) &&
    isGlobalObject(context, node.object)
  );
}

function propertyName(member) {
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  return staticString(member.property);
}

/** A string spelling of a bridge name is reported by the string check itself, once. */
const isBridgeStringNode = (node, name) =>
  (node.type === 'Literal' || node.type === 'TemplateLiteral') && isBridgeString(name);

const keyName = (property) =>
  property.type === 'Property' && !property.computed && property.key.type === 'Identifier'
    ? property.key.name
    : staticString(property.key);

export const nativeBridgeRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only src/lib/bridge touches the native bridge globals' },
    schema: [],
    messages: {
      bridge:
        'boundaries/bridge-in-lib-bridge-only: only src/lib/bridge touches the native bridge ({{name}}); call it through the bridge client from lib/bridge.',
    },
  },
  create(context) {
    const file = repoPath(fileOf(context));
    if (!file?.startsWith('src/') || file.startsWith('src/lib/bridge/')) return {};
    const report = (node, name) => context.report({ node, messageId: 'bridge', data: { name } });
    const destructured = (pattern, source) => {
      if (pattern?.type !== 'ObjectPattern' || !source || !isGlobalObject(context, source)) return;
      for (const property of pattern.properties) {
        const name = property.type === 'Property' ? keyName(property) : null;
        if (isBridgeName(name) && !isBridgeStringNode(property.key, name)) report(property, name);
      }
    };
    return {
      MemberExpression(node) {
        const name = propertyName(node);
        if (!isBridgeName(name) || isBridgeStringNode(node.property, name)) return;
        if (isGlobalObject(context, node.object)) report(node, name);
      },
      VariableDeclarator: (node) => destructured(node.id, node.init),
      AssignmentExpression: (node) => destructured(node.left, node.right),
      Literal(node) {
        if (typeof node.value === 'string' && isBridgeString(node.value)) report(node, node.value);
      },
      TemplateLiteral(node) {
        const text = staticString(node);
        if (text !== null && isBridgeString(text)) report(node, text);
      },
      'Program:exit'(program) {
        // A bare `WebViewJavascriptBridge.callHandler(...)` reads the global without naming window.
        const globalScope = context.sourceCode.getScope(program);
        const implicit = [...globalScope.set.values()].filter((v) => v.defs.length === 0);
        const references = new Set([
          ...globalScope.through,
          ...implicit.flatMap((v) => v.references),
        ]);
        for (const reference of references) {
          const typeOnly = reference.isTypeReference && !reference.isValueReference;
          const { name } = reference.identifier;
          if (!typeOnly && isBridgeName(name)) report(reference.identifier, name);
        }
      },
    };
  },
};
