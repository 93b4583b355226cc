const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'backoffice',
  dir: __dirname,
  exposes: {
    './organisation': './src/organisation/OrganisationSection.tsx',
    './listingEdit': './src/listing-edit/ListingEditSection.tsx',
    './listingNew': './src/listing-edit/ListingNewSection.tsx',
    './myListings': './src/my-listings/MyListingsSection.tsx',
    './moderation': './src/moderation/ModerationSection.tsx',
    './myOperations': './src/operation/MyOperationsSection.tsx',
    './operationEdit': './src/operation/OperationEditSection.tsx',
    './shippingAdmin': './src/shipping-admin/ShippingAdminSection.tsx',
    './invitations': './src/invitation/InvitationSection.tsx',
    './myImports': './src/import/MyImportsSection.tsx',
    './importNew': './src/import/ImportNewSection.tsx',
    './importView': './src/import/ImportViewSection.tsx',
  },
});
