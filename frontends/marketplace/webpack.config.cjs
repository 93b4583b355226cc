const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'marketplace',
  dir: __dirname,
  exposes: { './profile': './src/profile/ProfileSection.tsx' },
});
