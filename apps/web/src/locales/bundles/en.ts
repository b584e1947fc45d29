/** Product Bundles, English source. */
export const bundlesEn = {
  title: "Product Bundles",
};
