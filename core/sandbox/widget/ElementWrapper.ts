/**
 * `ctx.$container` without jQuery: the small part of jQuery's API that widget controllers use on
 * their container (`[0]`, `find`, `html`, `text`, `css`, `attr`, classes, events, `append`,
 * `empty`, `width`, `height`, `show`/`hide`, `each`). A controller that needs more uses the DOM
 * through `ctx.$container[0]`.
 */
export class ElementWrapper {
  readonly length: number;
  [index: number]: Element;

  constructor(private readonly elements: Element[]) {
    this.length = elements.length;
    elements.forEach((element, i) => { this[i] = element; });
  }

  static of(target: Element | Element[] | string, root: ParentNode = document): ElementWrapper {
    if (typeof target === 'string') return new ElementWrapper([...root.querySelectorAll(target)]);
    return new ElementWrapper(Array.isArray(target) ? target : [target]);
  }

  get(index: number): Element | undefined { return this.elements[index]; }
  find(selector: string): ElementWrapper { return new ElementWrapper(this.elements.flatMap((e) => [...e.querySelectorAll(selector)])); }
  each(fn: (index: number, element: Element) => void): this { this.elements.forEach((e, i) => fn.call(e, i, e)); return this; }

  html(): string;
  html(content: string): this;
  html(content?: string): string | this {
    if (content === undefined) return this.elements[0]?.innerHTML ?? '';
    this.elements.forEach((e) => { e.innerHTML = content; });
    return this;
  }

  text(): string;
  text(content: string | number): this;
  text(content?: string | number): string | this {
    if (content === undefined) return this.elements.map((e) => e.textContent ?? '').join('');
    this.elements.forEach((e) => { e.textContent = String(content); });
    return this;
  }

  css(name: string): string;
  css(name: string | Record<string, string | number>, value?: string | number): this;
  css(name: string | Record<string, string | number>, value?: string | number): string | this {
    if (typeof name === 'string' && value === undefined) {
      const first = this.elements[0] as HTMLElement | undefined;
      return first ? getComputedStyle(first).getPropertyValue(name) : '';
    }
    const entries = typeof name === 'string' ? [[name, value!] as const] : Object.entries(name);
    for (const element of this.elements as HTMLElement[]) {
      for (const [key, v] of entries) {
        const prop = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
        element.style.setProperty(prop, typeof v === 'number' && !/opacity|z-index|font-weight|line-height/.test(prop) ? `${v}px` : String(v));
      }
    }
    return this;
  }

  attr(name: string): string | undefined;
  attr(name: string, value: string | number): this;
  attr(name: string, value?: string | number): string | undefined | this {
    if (value === undefined) return this.elements[0]?.getAttribute(name) ?? undefined;
    this.elements.forEach((e) => e.setAttribute(name, String(value)));
    return this;
  }

  addClass(names: string): this { this.elements.forEach((e) => e.classList.add(...names.split(/\s+/).filter(Boolean))); return this; }
  removeClass(names: string): this { this.elements.forEach((e) => e.classList.remove(...names.split(/\s+/).filter(Boolean))); return this; }
  toggleClass(name: string, on?: boolean): this { this.elements.forEach((e) => e.classList.toggle(name, on)); return this; }
  hasClass(name: string): boolean { return this.elements.some((e) => e.classList.contains(name)); }

  on(event: string, handler: EventListener): this { this.elements.forEach((e) => e.addEventListener(event, handler)); return this; }
  off(event: string, handler: EventListener): this { this.elements.forEach((e) => e.removeEventListener(event, handler)); return this; }

  append(content: string | Element | ElementWrapper): this {
    for (const element of this.elements) {
      if (typeof content === 'string') element.insertAdjacentHTML('beforeend', content);
      else if (content instanceof ElementWrapper) content.elements.forEach((c) => element.appendChild(c));
      else element.appendChild(content);
    }
    return this;
  }

  empty(): this { this.elements.forEach((e) => { e.replaceChildren(); }); return this; }
  remove(): this { this.elements.forEach((e) => e.remove()); return this; }
  show(): this { (this.elements as HTMLElement[]).forEach((e) => { e.style.display = ''; }); return this; }
  hide(): this { (this.elements as HTMLElement[]).forEach((e) => { e.style.display = 'none'; }); return this; }

  width(): number { return (this.elements[0] as HTMLElement | undefined)?.clientWidth ?? 0; }
  height(): number { return (this.elements[0] as HTMLElement | undefined)?.clientHeight ?? 0; }
}
