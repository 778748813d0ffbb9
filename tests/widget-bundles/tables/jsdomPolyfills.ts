// Spectrum's Tabs and Menu need CSS.escape, which jsdom lacks.
if (!globalThis.CSS?.escape) {
  Object.assign(globalThis, { CSS: { ...globalThis.CSS, escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) } });
}
