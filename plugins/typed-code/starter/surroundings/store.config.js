// The store configuration a FastStore 1.12 starter carries at its root, with the values the docs' quickstart uses.
module.exports = {
  platform: 'vtex',

  api: {
    storeId: 'mystore',
    workspace: 'master',
    environment: 'vtexcommercestable',
    hideUnavailableItems: true,
  },

  session: {
    currency: { code: 'USD', symbol: '$' },
    locale: 'en-US',
    channel: '{"salesChannel":"1","regionId":""}',
    country: 'USA',
    postalCode: null,
    person: null,
  },

  storeUrl: 'https://www.mystore.com',
  secureSubdomain: 'https://secure.mystore.com',
  checkoutUrl: 'https://secure.mystore.com/checkout',
  loginUrl: 'https://secure.mystore.com/api/io/login',
  accountUrl: 'https://secure.mystore.com/api/io/account',

  lighthouse: {
    server: 'http://localhost:3000',
    pages: {
      home: '/',
      pdp: '/some-product/p',
      collection: '/some-category',
    },
  },

  analytics: {
    gtmContainerId: 'GTM-XXXXXXX',
  },
}
