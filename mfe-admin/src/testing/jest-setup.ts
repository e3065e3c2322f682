// jsdom has no PointerEvent; the press handling of Chakra's switches constructs one on blur.
if (!('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: class PointerEvent extends MouseEvent {} })
}
