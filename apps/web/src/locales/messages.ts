/** A translation's shape: the same keys as the English source, any text. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
