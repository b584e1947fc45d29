/** The admin area (site.md §2 Admin Dashboard), English source. */
export const adminEn = {
  title: "Admin Dashboard",
};
