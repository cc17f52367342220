/** The app's navigation: a path no screen answers. */
export const NAVIGATION_MESSAGES = {
  pageNotFound: 'Page not found',
} as const
