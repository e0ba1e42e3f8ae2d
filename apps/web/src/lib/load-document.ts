/** Leaves this page for another document at `url` (a full page load, not a route of this app). */
export const loadDocument = (url: string): void => {
  window.location.assign(url);
};
