// Spec §9: pages show a "page range" (5 for announcements, 1 for notices) and a margin of 1.
// In Mantine's terms the range is the active page with its siblings on each side, and the
// margin is the pages always kept at each end (boundaries).
export const paginationOf = (pageRange: number, margin: number) => ({
  siblings: Math.max(0, Math.floor((pageRange - 1) / 2)),
  boundaries: margin,
});
