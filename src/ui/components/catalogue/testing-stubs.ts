// For jsdom tests of catalogue screens: the layout APIs Mantine's dropdowns and scroll areas
// call that jsdom lacks.
export function stubLayoutApis(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
}
