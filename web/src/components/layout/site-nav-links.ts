/** The four menu links of the header and the mobile menu (docs/product/site-shell.md#header). */
export const siteNavLinks = [
  { to: '/', label: 'Home', exact: true },
  { to: '/publications', label: 'Publications', exact: false },
  { to: '/about-us', label: 'About Us', exact: false },
  { to: '/contact-us', label: 'Contact Us', exact: false },
] as const;
