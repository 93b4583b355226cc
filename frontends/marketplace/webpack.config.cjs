const { createConfig } = require('../webpack.common.cjs');

module.exports = createConfig({
  name: 'marketplace',
  dir: __dirname,
  exposes: {
    './profile': './src/profile/ProfileSection.tsx',
    './search': './src/search/SearchSection.tsx',
    './listingView': './src/listing-view/ListingViewSection.tsx',
    './favorites': './src/favorites/FavoritesSection.tsx',
    './homeHighlight': './src/home/HomeHighlight.tsx',
    './tracker': './src/tracker/TrackerSection.tsx',
    './inbox': './src/inbox/InboxSection.tsx',
    './questions': './src/questions/QuestionsSection.tsx',
    './operation': './src/operation/OperationSection.tsx',
    './operationSearch': './src/operation/OperationSearchSection.tsx',
    './cart': './src/cart/CartSection.tsx',
    './quickCart': './src/cart/QuickCart.tsx',
    './notifications': './src/notification/NotificationSection.tsx',
    './alerts': './src/alert/AlertSection.tsx',
    './alertUnsubscribe': './src/alert/UnsubscribeSection.tsx',
    './loans': './src/loan/LoansSection.tsx',
    './trackerCalendar': './src/loan/TrackerCalendarSection.tsx',
  },
});
