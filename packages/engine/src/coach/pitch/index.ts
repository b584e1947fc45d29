// Sales pitches from a bundle and client (D-15).
export {};
