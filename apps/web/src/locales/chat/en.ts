/** Sales Coach, English source. */
export const chatEn = {
  title: "Sales Coach",
};
