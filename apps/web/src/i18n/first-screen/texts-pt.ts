// The texts every first screen needs (NAMESPACES in ../index.ts), in one file: a visitor's first
// page fetches one file of texts, not ten, and the server names it in the page's head (decision 065).
export default import.meta.glob<Record<string, unknown>>(
  '../locales/pt/{common,system,pages,auth,challenge,wallet,payments,games,home,content}.json',
  { eager: true, import: 'default' },
);
