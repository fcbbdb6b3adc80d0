// Reads a remote's `exposes` for webpack from its `src/exposes.ts`, the one place that lists them.
// That file checks every exposed module against the federation contract at typecheck time
// (`satisfies RemoteExposes<'mf_x'>`); here the build takes the same keys and import paths, and
// refuses a file it cannot read that way, or one checked against another remote's contract.
const path = require('node:path');
const { parseFileSync } = require('@swc/core');

function fail(file, message) {
  throw new Error(`${path.relative(process.cwd(), file)}: ${message}`);
}

/** The `exposes` object literal and the remote name of its `satisfies RemoteExposes<'…'>`. */
function findExposes(file, ast) {
  for (const item of ast.body) {
    if (item.type !== 'ExportDeclaration' || item.declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of item.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.value !== 'exposes') continue;
      const init = declarator.init;
      const contract = init?.type === 'TsSatisfiesExpression' ? init.typeAnnotation : null;
      const remote = contract?.typeName?.value === 'RemoteExposes' ? contract.typeParams?.params[0]?.literal?.value : undefined;
      if (init?.expression?.type !== 'ObjectExpression' || !remote) {
        fail(file, "`exposes` must be an object literal that `satisfies RemoteExposes<'<container>'>`");
      }
      return { object: init.expression, remote };
    }
  }
  return fail(file, 'no `export const exposes`');
}

/** `() => import('./app/routes')` → './app/routes'. */
function importPath(file, key, value) {
  const call = value.type === 'ArrowFunctionExpression' ? value.body : null;
  const argument = call?.type === 'CallExpression' && call.callee.type === 'Import' ? call.arguments[0]?.expression : null;
  if (argument?.type !== 'StringLiteral') fail(file, `'${key}' must be \`() => import('<relative path>')\``);
  return argument.value;
}

/**
 * @param {string} appDir  absolute folder of the remote
 * @param {string} containerName  e.g. 'mf_games'
 * @returns {Record<string, string>} webpack `exposes`: key → path relative to appDir
 */
function readExposes(appDir, containerName) {
  const file = path.join(appDir, 'src', 'exposes.ts');
  const { object, remote } = findExposes(file, parseFileSync(file, { syntax: 'typescript' }));
  if (remote !== containerName) fail(file, `checked against the contract of '${remote}', but this build is '${containerName}'`);
  const exposes = {};
  for (const property of object.properties) {
    if (property.type !== 'KeyValueProperty' || property.key.type !== 'StringLiteral') {
      fail(file, "every entry must be `'./name': () => import('…')`");
    }
    const key = property.key.value;
    const target = importPath(file, key, property.value);
    exposes[key] = `./${path.posix.join('src', target)}`;
  }
  if (Object.keys(exposes).length === 0) fail(file, 'exposes nothing');
  return exposes;
}

module.exports = { readExposes };
