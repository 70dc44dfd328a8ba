/**
 * Whether the WebGL context renders on the CPU (SwiftShader, llvmpipe: no GPU). Such a renderer is
 * slow for certain: the scene starts at its lowest resolution there (DprMonitor), is drawn straight to
 * the canvas without post-processing (SceneEffects) and without the environment map (ForgeEnvironment).
 * Asked once per context.
 */
const known = new WeakMap<object, boolean>();

/** The renderer's name: the unmasked one when the browser gives it (WEBGL_debug_renderer_info). */
export function rendererName(context: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = context.getExtension('WEBGL_debug_renderer_info');
  return String(info ? context.getParameter(info.UNMASKED_RENDERER_WEBGL) : context.getParameter(context.RENDERER));
}

/** Pure: does this renderer name say the pixels are drawn on the CPU? */
export function isSoftwareRendererName(name: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i.test(name);
}

export function isSoftwareRenderer(context: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  let soft = known.get(context);
  if (soft === undefined) {
    soft = isSoftwareRendererName(rendererName(context));
    known.set(context, soft);
  }
  return soft;
}
