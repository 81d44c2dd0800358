#ifndef SENSORIUM_CX11_SHIM_H
#define SENSORIUM_CX11_SHIM_H
// Xlib and XFixes, for reading the clipboard over a connection of the game's own (see
// X11Clipboard.swift). Headers only: the functions are found at run time in the libX11 and
// libXfixes that SDL depends on, so the game links no X library and still starts on a desktop
// without X.
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/extensions/Xfixes.h>
#include <dlfcn.h>
#include <stddef.h>

typedef struct {
    Display *(*open_display)(const char *name);
    int (*close_display)(Display *display);
    Atom (*intern_atom)(Display *display, const char *name, Bool only_if_exists);
    Window (*default_root_window)(Display *display);
    Window (*create_simple_window)(Display *display, Window parent, int x, int y, unsigned int width,
                                   unsigned int height, unsigned int border_width, unsigned long border,
                                   unsigned long background);
    int (*select_input)(Display *display, Window window, long mask);
    int (*convert_selection)(Display *display, Atom selection, Atom target, Atom property, Window requestor, Time time);
    int (*pending)(Display *display);
    int (*next_event)(Display *display, XEvent *event);
    int (*get_window_property)(Display *display, Window window, Atom property, long offset, long length,
                               Bool delete_it, Atom type, Atom *actual_type, int *actual_format,
                               unsigned long *items, unsigned long *bytes_after, unsigned char **data);
    int (*delete_property)(Display *display, Window window, Atom property);
    int (*free)(void *data);
    int (*flush)(Display *display);
    int (*connection_number)(Display *display);
    // XFixes tells when the clipboard changes hands; NULL when libXfixes is missing.
    Bool (*fixes_query_extension)(Display *display, int *event_base, int *error_base);
    void (*fixes_select_selection_input)(Display *display, Window window, Atom selection, unsigned long mask);
} sensorium_x11;

// Finds the functions; the libraries stay loaded for the life of the process. Returns 0 when
// every Xlib function is there, -1 otherwise (the XFixes pair may be NULL either way).
static inline int sensorium_x11_load(sensorium_x11 *x) {
    void *xlib = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!xlib) return -1;
    x->open_display = dlsym(xlib, "XOpenDisplay");
    x->close_display = dlsym(xlib, "XCloseDisplay");
    x->intern_atom = dlsym(xlib, "XInternAtom");
    x->default_root_window = dlsym(xlib, "XDefaultRootWindow");
    x->create_simple_window = dlsym(xlib, "XCreateSimpleWindow");
    x->select_input = dlsym(xlib, "XSelectInput");
    x->convert_selection = dlsym(xlib, "XConvertSelection");
    x->pending = dlsym(xlib, "XPending");
    x->next_event = dlsym(xlib, "XNextEvent");
    x->get_window_property = dlsym(xlib, "XGetWindowProperty");
    x->delete_property = dlsym(xlib, "XDeleteProperty");
    x->free = dlsym(xlib, "XFree");
    x->flush = dlsym(xlib, "XFlush");
    x->connection_number = dlsym(xlib, "XConnectionNumber");
    void *fixes = dlopen("libXfixes.so.3", RTLD_NOW | RTLD_LOCAL);
    x->fixes_query_extension = fixes ? dlsym(fixes, "XFixesQueryExtension") : NULL;
    x->fixes_select_selection_input = fixes ? dlsym(fixes, "XFixesSelectSelectionInput") : NULL;
    if (!x->fixes_query_extension || !x->fixes_select_selection_input) {
        x->fixes_query_extension = NULL;
        x->fixes_select_selection_input = NULL;
    }
    return x->open_display && x->close_display && x->intern_atom && x->default_root_window
        && x->create_simple_window && x->select_input && x->convert_selection && x->pending
        && x->next_event && x->get_window_property && x->delete_property && x->free && x->flush
        && x->connection_number ? 0 : -1;
}

// Macros Swift cannot import.
static inline long sensorium_x11_property_change_mask(void) { return PropertyChangeMask; }
static inline unsigned long sensorium_x11_fixes_owner_masks(void) {
    return XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask | XFixesSelectionClientCloseNotifyMask;
}
static inline int sensorium_x11_fixes_selection_notify(void) { return XFixesSelectionNotify; }
#endif
