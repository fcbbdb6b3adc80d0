const fs = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('build-config/webpack');

module.exports = createAppConfig({
  appDir: __dirname,
  app: 'shell',
  cssPrefix: 'sh',
  // The icons' one sprite goes into the page itself (src/lib/ui/icon.tsx says why).
  htmlParameters: { iconSprite: fs.readFileSync(path.join(__dirname, 'src/lib/ui/icons.svg'), 'utf8') },
});
