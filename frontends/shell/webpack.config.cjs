const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({ name: 'shell', dir: __dirname, host: true });
