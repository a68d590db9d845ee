import type { NodePath, PluginItem, PluginObj, types } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

type Types = typeof types;

/**
 * Dutch is the shop's source language: the texts the lingui macros hold are the Dutch ones. This
 * Babel pass compiles each of them where it stands, so Dutch needs no catalog: a screen carries
 * its own texts, ready to render, and the first paint waits for no catalog of every screen's
 * texts (issue 16, docs/decisions/013). English and German load their catalogs as before; a text
 * they lack falls back to the Dutch beside its id.
 */
function compiledSourceMessages({ types: t }: { types: Types }): PluginObj {
  const hasIdBeside = (properties: readonly types.Node[]) =>
    properties.some((node) => (t.isObjectProperty(node) && t.isIdentifier(node.key, { name: 'id' })) || (t.isJSXAttribute(node) && t.isJSXIdentifier(node.name, { name: 'id' })));
  const compiled = (message: string) => t.valueToNode(compileMessageOrThrow(message));
  return {
    name: 'compiled-source-messages',
    visitor: {
      Program: {
        // After the macros have been expanded: the descriptors they leave are what this compiles.
        exit(program) {
          program.traverse({
            ObjectProperty(path: NodePath<types.ObjectProperty>) {
              const { key, value } = path.node;
              if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
              if (!t.isObjectExpression(path.parent) || !hasIdBeside(path.parent.properties)) return;
              path.get('value').replaceWith(compiled(value.value));
            },
            JSXAttribute(path: NodePath<types.JSXAttribute>) {
              const { name, value } = path.node;
              if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
              if (!t.isJSXOpeningElement(path.parent) || !hasIdBeside(path.parent.attributes)) return;
              path.get('value').replaceWith(t.jsxExpressionContainer(compiled(value.value)));
            },
          });
        },
      },
    },
  };
}

/** The Babel plugins every build of the shop's code runs (the app, the dev server, the unit tests). */
export const linguiBabelPlugins: PluginItem[] = [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], compiledSourceMessages];
