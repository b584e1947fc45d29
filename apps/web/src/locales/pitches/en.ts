/** Pitch Generator, English source. */
export const pitchesEn = {
  title: "Pitch Generator",
};
