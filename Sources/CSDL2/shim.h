#ifndef SENSORIUM_CSDL2_SHIM_H
#define SENSORIUM_CSDL2_SHIM_H
// The only C the game sees. Swift cannot import function-like macros or call variadic
// functions, so each one the game needs gets a static inline wrapper here.
#include <SDL2/SDL.h>
#include <SDL2/SDL_mixer.h>
#include <SDL2/SDL_image.h>

static inline int sensorium_windowpos_centered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline Uint32 sensorium_button_mask(int button) { return SDL_BUTTON(button); }
static inline int sensorium_mix_default_frequency(void) { return MIX_DEFAULT_FREQUENCY; }
static inline Uint16 sensorium_audio_s16sys(void) { return AUDIO_S16SYS; }
static inline Uint16 sensorium_audio_f32sys(void) { return AUDIO_F32SYS; }
static inline void sensorium_set_error(const char *message) { SDL_SetError("%s", message); }

// ALSA prints its own errors to stderr (eight lines of "ALSA lib confmisc.c..." on a machine
// without a sound card) before SDL can say "no audio device" once. SDL loads libasound with
// dlopen; loading it first and keeping it open lets us hand it a handler that says nothing, so
// the only line is the game's. Returns 0 when the handler is set, -1 when there is no libasound.
#include <dlfcn.h>
static inline void sensorium_alsa_quiet_handler(const char *file, int line, const char *function,
                                                int err, const char *fmt, ...) {
    (void)file; (void)line; (void)function; (void)err; (void)fmt;
}
static inline int sensorium_silence_alsa_errors(void) {
    typedef void (*handler_t)(const char *, int, const char *, int, const char *, ...);
    typedef int (*set_handler_t)(handler_t);
    void *alsa = dlopen("libasound.so.2", RTLD_NOW | RTLD_GLOBAL);
    if (!alsa) return -1;
    set_handler_t set = (set_handler_t)dlsym(alsa, "snd_lib_error_set_handler");
    if (!set) return -1;
    return set(sensorium_alsa_quiet_handler) == 0 ? 0 : -1;
}

// The window's real size on the X server, which SDL does not always know: asked for
// SDL_WINDOW_FULLSCREEN_DESKTOP on an X server with no window manager, SDL takes the display's
// size as the window's though nothing resized it, and the renderer then draws a 1920x1080 scene
// into a 1280x720 window. SDL_syswm.h would pull all of Xlib into Swift, so the few fields used
// are declared here (SDL 2's SDL_SysWMinfo layout: version, subsystem, then the X11 pair) and
// XGetGeometry is found in the libX11 SDL already loaded. Returns 0 and the size on X11, -1
// elsewhere.
typedef struct {
    SDL_version version;
    int subsystem;
    union {
        struct { void *display; unsigned long window; } x11;
        Uint8 dummy[64];
    } info;
} sensorium_syswm_info;
extern SDL_bool SDLCALL SDL_GetWindowWMInfo(SDL_Window *window, void *info);
static inline int sensorium_x11_window_size(SDL_Window *window, int *width, int *height) {
    typedef int (*get_geometry_t)(void *, unsigned long, unsigned long *, int *, int *,
                                  unsigned int *, unsigned int *, unsigned int *, unsigned int *);
    sensorium_syswm_info info;
    SDL_memset(&info, 0, sizeof(info));
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != 2 /* SDL_SYSWM_X11 */) return -1;
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!x11) return -1;
    get_geometry_t get_geometry = (get_geometry_t)dlsym(x11, "XGetGeometry");
    int result = -1;
    unsigned long root;
    int x, y;
    unsigned int w, h, border, depth;
    if (get_geometry && get_geometry(info.info.x11.display, info.info.x11.window, &root, &x, &y, &w, &h, &border, &depth)) {
        *width = (int)w;
        *height = (int)h;
        result = 0;
    }
    dlclose(x11);
    return result;
}

// The X connection and window SDL made for `window`, and a function of the libX11 SDL already
// loaded; 0 when found, -1 off X11.
static inline int sensorium_x11_function(SDL_Window *window, const char *name, void **display,
                                         unsigned long *xwindow, void **function) {
    sensorium_syswm_info info;
    SDL_memset(&info, 0, sizeof(info));
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != 2 /* SDL_SYSWM_X11 */) return -1;
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!x11) return -1;
    *function = dlsym(x11, name);
    dlclose(x11);  // still loaded: SDL holds it
    *display = info.info.x11.display;
    *xwindow = info.info.x11.window;
    return *function ? 0 : -1;
}

// Keeps the window's size on the X server within max_width x max_height, as the GL driver will
// read it: another program can resize the window to anything (a bare X server has no window
// manager to keep it within its maximum size), and Mesa's software GL then allocates and
// presents a frame of that size (32767x32767: 4 GB, and an abort inside xcb). Resized straight
// through Xlib, not SDL_SetWindowSize, which waits up to 100 ms for the window and in that time
// takes up whatever size another program set meanwhile. Each resize is followed by a round
// trip, so the server has carried it out before the frame is drawn; a program that keeps
// resizing is answered up to 8 times. Returns how many resizes it took, -1 off X11.
static inline int sensorium_x11_limit_window_size(SDL_Window *window, int max_width, int max_height) {
    typedef int (*get_geometry_t)(void *, unsigned long, unsigned long *, int *, int *,
                                  unsigned int *, unsigned int *, unsigned int *, unsigned int *);
    typedef int (*resize_t)(void *, unsigned long, unsigned int, unsigned int);
    void *display, *geometry, *resizing;
    unsigned long xwindow;
    if (sensorium_x11_function(window, "XGetGeometry", &display, &xwindow, &geometry) != 0
        || sensorium_x11_function(window, "XResizeWindow", &display, &xwindow, &resizing) != 0) return -1;
    get_geometry_t get_geometry = (get_geometry_t)geometry;
    resize_t resize = (resize_t)resizing;
    int resizes = 0;
    for (; resizes < 8; resizes++) {
        unsigned long root;
        int x, y;
        unsigned int w, h, border, depth;
        if (!get_geometry(display, xwindow, &root, &x, &y, &w, &h, &border, &depth)) break;
        if ((int)w <= max_width && (int)h <= max_height) break;
        resize(display, xwindow, (int)w > max_width ? (unsigned int)max_width : w,
               (int)h > max_height ? (unsigned int)max_height : h);
    }
    return resizes;
}

// Holds (1) or lets go of (0) the X server: while held, no other program's request is carried
// out, so a resize cannot slip in between the size check and the GL driver reading the size.
// Returns 0, or -1 off X11.
static inline int sensorium_x11_hold_server(SDL_Window *window, int hold) {
    typedef int (*call_t)(void *);
    void *display, *function;
    unsigned long xwindow;
    if (sensorium_x11_function(window, hold ? "XGrabServer" : "XUngrabServer", &display, &xwindow, &function) != 0) return -1;
    ((call_t)function)(display);
    if (!hold && sensorium_x11_function(window, "XFlush", &display, &xwindow, &function) == 0) ((call_t)function)(display);
    return 0;
}

// Whether a window manager runs on the window's X server (EWMH's _NET_SUPPORTING_WM_CHECK on the
// root window): 1 yes, 0 no, -1 off X11.
static inline int sensorium_x11_has_window_manager(SDL_Window *window) {
    typedef unsigned long (*intern_t)(void *, const char *, int);
    typedef unsigned long (*root_t)(void *);
    typedef int (*property_t)(void *, unsigned long, unsigned long, long, long, int, unsigned long,
                              unsigned long *, int *, unsigned long *, unsigned long *, unsigned char **);
    typedef int (*free_t)(void *);
    void *display, *intern, *root, *property, *release;
    unsigned long xwindow;
    if (sensorium_x11_function(window, "XInternAtom", &display, &xwindow, &intern) != 0
        || sensorium_x11_function(window, "XDefaultRootWindow", &display, &xwindow, &root) != 0
        || sensorium_x11_function(window, "XGetWindowProperty", &display, &xwindow, &property) != 0
        || sensorium_x11_function(window, "XFree", &display, &xwindow, &release) != 0) return -1;
    unsigned long check = ((intern_t)intern)(display, "_NET_SUPPORTING_WM_CHECK", 1);
    if (!check) return 0;
    unsigned long type = 0, items = 0, after = 0;
    int format = 0;
    unsigned char *data = NULL;
    int status = ((property_t)property)(display, ((root_t)root)(display), check, 0, 1, 0, 33 /* XA_WINDOW */,
                                        &type, &format, &items, &after, &data);
    if (data) ((free_t)release)(data);
    return status == 0 /* Success */ && items == 1 ? 1 : 0;
}

// The window's X11 id (what xdotool and xprop take), 0 off X11: the readiness line a test finds
// the game's window by, instead of searching the desktop by name.
static inline unsigned long sensorium_x11_window_id(SDL_Window *window) {
    sensorium_syswm_info info;
    SDL_memset(&info, 0, sizeof(info));
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != 2 /* SDL_SYSWM_X11 */) return 0;
    return info.info.x11.window;
}

// Xlib's own error handler prints the error and exits the process (see X11Errors.swift for why
// the game sets one). XSetErrorHandler is found in the libX11 SDL already loaded. Returns 0 when
// set, -1 off X11.
typedef int (*sensorium_x11_error_handler)(void *display, void *event);
static inline int sensorium_set_x11_error_handler(sensorium_x11_error_handler handler) {
    typedef sensorium_x11_error_handler (*set_handler_t)(sensorium_x11_error_handler);
    void *x11 = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD);
    if (!x11) return -1;
    set_handler_t set = (set_handler_t)dlsym(x11, "XSetErrorHandler");
    if (set) set(handler);
    dlclose(x11);
    return set ? 0 : -1;
}
#endif
