// The admin panel editors use: our name on it, and no Strapi tours or release news in their way.
export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
    translations: {
      en: {
        'Auth.form.welcome.title': 'Welcome to Apogee',
        'Auth.form.welcome.subtitle': 'Log in to the Apogee CMS',
        'app.components.LeftMenu.navbrand.title': 'Apogee CMS',
        'app.components.LeftMenu.navbrand.workplace': 'Editorial',
      },
    },
  },
  bootstrap() {},
};
