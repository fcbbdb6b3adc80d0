// The shell's index.html keeps its boot code inline (it starts the runtime files' downloads
// before any script file arrives). A Content-Security-Policy without 'unsafe-inline' allows it
// by hash: this plugin hashes every inline <script> and <style> of the emitted index.html, as
// it is served (minified), and writes them to csp-hashes.json beside it. The web servers
// (scripts/serve-app.mjs, deploy/nginx/security-headers.sh) put them in the policy.
const crypto = require('node:crypto');
const { Compilation, sources } = require('webpack');

const NAME = 'CspHashesPlugin';

/** The CSP source expressions ('sha256-…') of the inline scripts and styles of an HTML page. */
function inlineHashes(html) {
  const hash = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc\s*=/i.test(attributes) && body.length > 0)
    .map(([, , body]) => hash(body));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => hash(body));
  return { 'script-src': scripts, 'style-src': styles };
}

class CspHashesPlugin {
  constructor({ html = 'index.html', output = 'csp-hashes.json' } = {}) {
    this.html = html;
    this.output = output;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After html-webpack-plugin (optimize-inline) and its minifier: the hashes are of what is served.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, (assets) => {
        const page = assets[this.html];
        if (!page) throw new Error(`${NAME}: ${this.html} was not emitted`);
        const hashes = inlineHashes(page.source().toString());
        // One line per directive: the nginx start script reads it with sed.
        const json = `{\n  "script-src": "${hashes['script-src'].join(' ')}",\n  "style-src": "${hashes['style-src'].join(' ')}"\n}\n`;
        compilation.emitAsset(this.output, new sources.RawSource(json));
      });
    });
  }
}

module.exports = { CspHashesPlugin, inlineHashes };
