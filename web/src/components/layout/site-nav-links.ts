/**
 * The menu links of the header and the mobile menu (docs/product/site-shell.md#header): the
 * original four, then the product's own sections after them (decision 006, at most three).
 */
export const siteNavLinks = [
  { to: '/', label: 'Home', exact: true },
  { to: '/publications', label: 'Publications', exact: false },
  { to: '/about-us', label: 'About Us', exact: false },
  { to: '/contact-us', label: 'Contact Us', exact: false },
  { to: '/stories', label: 'Stories', exact: false },
  { to: '/quizzes', label: 'Quiz', exact: false },
  { to: '/daily', label: 'Daily', exact: false },
] as const;
