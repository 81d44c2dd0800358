// Drops a text/uri-list on an X window by the XDND protocol (version 5), as a file manager
// would: enter, position, wait for the window's status, drop, answer its request for the
// selection, wait for it to finish. The real-window tests build it (cc, Xlib) because no
// packaged tool drags a file over a window; it exits 0 once the window finished the drop.
// usage: xdnd-drop WINDOW-ID URI-LIST
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static Atom atom(Display *d, const char *name) { return XInternAtom(d, name, False); }

// A window that closed mid-drag (the game solved its level and quit) is not a crash: the drag
// fails quietly with exit status 1 instead of Xlib's default handler printing and exiting.
static int failed = 0;
static int note_error(Display *d, XErrorEvent *e) { (void)d; (void)e; failed = 1; return 0; }

static void send(Display *d, Window target, Atom type, long l0, long l1, long l2, long l3, long l4) {
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.display = d;
    e.xclient.window = target;
    e.xclient.message_type = type;
    e.xclient.format = 32;
    e.xclient.data.l[0] = l0; e.xclient.data.l[1] = l1; e.xclient.data.l[2] = l2;
    e.xclient.data.l[3] = l3; e.xclient.data.l[4] = l4;
    XSendEvent(d, target, False, NoEventMask, &e);
    XFlush(d);
}

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: xdnd-drop WINDOW-ID URI\n"); return 2; }
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "no display\n"); return 1; }
    XSetErrorHandler(note_error);
    Window target = (Window)strtoul(argv[1], NULL, 0);
    const char *uri = argv[2];
    Window source = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 1, 1, 0, 0, 0);
    Atom selection = atom(d, "XdndSelection"), uriList = atom(d, "text/uri-list");
    XSetSelectionOwner(d, selection, source, CurrentTime);
    XWindowAttributes attributes;
    XGetWindowAttributes(d, target, &attributes);
    int rootX = 0, rootY = 0; Window child;
    XTranslateCoordinates(d, target, DefaultRootWindow(d), attributes.width / 2, attributes.height / 2, &rootX, &rootY, &child);
    send(d, target, atom(d, "XdndEnter"), (long)source, 5L << 24, (long)uriList, 0, 0);
    send(d, target, atom(d, "XdndPosition"), (long)source, 0, ((long)rootX << 16) | rootY, CurrentTime,
         (long)atom(d, "XdndActionCopy"));
    time_t deadline = time(NULL) + 5;
    int dropped = 0;
    while (time(NULL) < deadline && !failed) {
        while (XPending(d)) {
            XEvent e;
            XNextEvent(d, &e);
            if (e.type == ClientMessage && e.xclient.message_type == atom(d, "XdndStatus") && !dropped) {
                if (!(e.xclient.data.l[1] & 1)) { fprintf(stderr, "the window refused the drop\n"); return 1; }
                send(d, target, atom(d, "XdndDrop"), (long)source, 0, CurrentTime, 0, 0);
                dropped = 1;
            } else if (e.type == SelectionRequest) {
                XSelectionRequestEvent *r = &e.xselectionrequest;
                XChangeProperty(d, r->requestor, r->property, r->target, 8, PropModeReplace,
                                (const unsigned char *)uri, (int)strlen(uri));
                XEvent reply;
                memset(&reply, 0, sizeof reply);
                reply.xselection.type = SelectionNotify;
                reply.xselection.requestor = r->requestor;
                reply.xselection.selection = r->selection;
                reply.xselection.target = r->target;
                reply.xselection.property = r->property;
                reply.xselection.time = r->time;
                XSendEvent(d, r->requestor, False, NoEventMask, &reply);
                XFlush(d);
            } else if (e.type == ClientMessage && e.xclient.message_type == atom(d, "XdndFinished")) {
                XSync(d, False);
                return failed;
            }
        }
        struct timespec pause = {0, 5000000};
        nanosleep(&pause, NULL);
    }
    fprintf(stderr, failed ? "the window went away\n" : dropped ? "no XdndFinished\n" : "no XdndStatus\n");
    return 1;
}
