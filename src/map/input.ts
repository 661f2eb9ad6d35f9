/**
 * The map's input: drag to pan, wheel and pinch to zoom about the cursor or
 * the fingers, a press that does not move is a click, keys for zoom, fit,
 * pan and clearing the selection. A press the view grabs (a node in edit
 * mode) drags that thing instead of panning, and Escape while dragging puts
 * it back. It turns events into the view's verbs and keeps nothing of the
 * view itself.
 */
import type { Point } from './transform';

/** A press that moves less than this (px) is a click. */
const CLICK_SLOP = 4;
/** Arrow keys pan by this (px). */
const KEY_STEP = 60;

export interface MapView {
  panBy(dx: number, dy: number): void;
  zoomBy(factor: number, anchor?: Point): void;
  fit(): void;
  stopFollowing(): void;
  /** A click at a point of the map (null: clear the selection). */
  clickAt(point: Point | null): void;
  /** A press at a point: whether the view takes hold of something there to drag (else the press pans). */
  grabAt?(point: Point): boolean;
  /** What was grabbed follows the pointer. */
  dragTo?(point: Point): void;
  /** The pointer let go of what it dragged there. */
  drop?(point: Point): void;
  /** What was grabbed is let go without a move (a click, Escape, a second finger, a lost pointer). */
  cancelDrag?(): void;
  /** The pointer moves over the map with nothing pressed. */
  hover?(point: Point): void;
}

export class MapInput {
  private readonly pointers = new Map<number, Point>();
  private press: { start: Point; moved: boolean; grabbed: boolean } | null = null;
  private pinch: { distance: number; centre: Point } | null = null;

  constructor(
    private readonly element: HTMLElement,
    private readonly view: MapView,
  ) {}

  listen(): void {
    const c = this.element;
    c.addEventListener('pointerdown', this.onPointerDown);
    c.addEventListener('pointermove', this.onPointerMove);
    c.addEventListener('pointerup', this.onPointerUp);
    c.addEventListener('pointercancel', this.onPointerUp);
    c.addEventListener('wheel', this.onWheel, { passive: false });
    c.addEventListener('keydown', this.onKey);
  }

  unlisten(): void {
    const c = this.element;
    c.removeEventListener('pointerdown', this.onPointerDown);
    c.removeEventListener('pointermove', this.onPointerMove);
    c.removeEventListener('pointerup', this.onPointerUp);
    c.removeEventListener('pointercancel', this.onPointerUp);
    c.removeEventListener('wheel', this.onWheel);
    c.removeEventListener('keydown', this.onKey);
    this.release();
  }

  private local(event: { clientX: number; clientY: number }): Point {
    const box = this.element.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    const point = this.local(event);
    this.pointers.set(event.pointerId, point);
    this.element.setPointerCapture?.(event.pointerId);
    if (this.pointers.size === 1) {
      const grabbed = this.view.grabAt?.(point) ?? false;
      this.press = { start: point, moved: false, grabbed };
      // Escape lets go of what is dragged wherever the focus is.
      if (grabbed) window.addEventListener('keydown', this.onDragKey, true);
    } else {
      this.release();
      this.press = null;
      this.pinch = this.pinchOf();
    }
  };

  /** Lets go of what the press grabbed, if anything, without a move. */
  private release(): void {
    if (!this.press?.grabbed) return;
    this.press.grabbed = false;
    window.removeEventListener('keydown', this.onDragKey, true);
    this.view.cancelDrag?.();
  }

  private readonly onDragKey = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.press?.grabbed) return;
    event.preventDefault();
    event.stopPropagation();
    this.release();
    // The rest of this press does nothing: no pan, no click.
    this.press = null;
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    const last = this.pointers.get(event.pointerId);
    if (!last) {
      if (this.pointers.size === 0) this.view.hover?.(this.local(event));
      return;
    }
    const point = this.local(event);
    this.pointers.set(event.pointerId, point);
    if (this.pointers.size >= 2 && this.pinch) {
      const next = this.pinchOf();
      if (next) {
        this.view.stopFollowing();
        this.view.zoomBy(next.distance / this.pinch.distance, this.pinch.centre);
        this.view.panBy(next.centre.x - this.pinch.centre.x, next.centre.y - this.pinch.centre.y);
        this.pinch = next;
      }
      return;
    }
    if (!this.press) return;
    if (!this.press.moved && Math.hypot(point.x - this.press.start.x, point.y - this.press.start.y) < CLICK_SLOP) return;
    this.press.moved = true;
    if (this.press.grabbed) {
      this.view.dragTo?.(point);
      return;
    }
    this.view.stopFollowing();
    this.view.panBy(point.x - last.x, point.y - last.y);
  };

  private readonly onPointerUp = (event: PointerEvent): void => {
    if (!this.pointers.delete(event.pointerId)) return;
    if (this.pointers.size < 2) this.pinch = null;
    const press = this.press;
    if (press?.grabbed && press.moved && event.type === 'pointerup') {
      press.grabbed = false;
      window.removeEventListener('keydown', this.onDragKey, true);
      this.view.drop?.(this.local(event));
    } else this.release();
    this.press = null;
    if (press && !press.moved && event.type === 'pointerup') this.view.clickAt(this.local(event));
  };

  private pinchOf(): { distance: number; centre: Point } | null {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return null;
    return { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }

  private readonly onWheel = (event: WheelEvent): void => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? this.element.clientHeight : 1;
    this.view.zoomBy(Math.exp(-event.deltaY * unit * 0.0015), this.local(event));
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    const actions: Record<string, () => void> = {
      '+': () => this.view.zoomBy(1.25),
      '=': () => this.view.zoomBy(1.25),
      '-': () => this.view.zoomBy(0.8),
      '0': () => this.view.fit(),
      ArrowLeft: () => this.view.panBy(KEY_STEP, 0),
      ArrowRight: () => this.view.panBy(-KEY_STEP, 0),
      ArrowUp: () => this.view.panBy(0, KEY_STEP),
      ArrowDown: () => this.view.panBy(0, -KEY_STEP),
      Escape: () => this.view.clickAt(null),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
