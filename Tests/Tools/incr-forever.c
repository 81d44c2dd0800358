// A clipboard owner that never finishes: it takes the CLIPBOARD and answers every request for
// its text by ICCCM's incremental transfer (INCR), sending piece after piece as each is taken
// and never the empty piece that ends the text, even after another program took the clipboard.
// A reader that waits for the end waits forever.
// The hostile-desktop tests build it (cc, Xlib) because no packaged tool misbehaves so.
// usage: incr-forever PIECE-BYTES PIECE-MILLISECONDS
//   each piece holds PIECE-BYTES bytes and is sent PIECE-MILLISECONDS after the last was taken.
// It prints "owner" once it owns the clipboard, and runs until it is ended.
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_READERS 64

// One reader's transfer: its window and property, and whether it took the last piece.
typedef struct { Window window; Atom property; int due; } Transfer;

static int ignore_error(Display *d, XErrorEvent *e) { (void)d; (void)e; return 0; }

int main(int argc, char **argv) {
    if (argc != 3) { fprintf(stderr, "usage: incr-forever PIECE-BYTES PIECE-MILLISECONDS\n"); return 2; }
    long pieceBytes = strtol(argv[1], NULL, 10), pieceMilliseconds = strtol(argv[2], NULL, 10);
    if (pieceBytes < 1 || pieceBytes > 1 << 20 || pieceMilliseconds < 0) { fprintf(stderr, "bad arguments\n"); return 2; }
    Display *d = XOpenDisplay(NULL);
    if (!d) { fprintf(stderr, "no display\n"); return 1; }
    // A reader that goes away mid-transfer makes the next write an error: not the end of this.
    XSetErrorHandler(ignore_error);
    Window owner = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 1, 1, 0, 0, 0);
    Atom clipboard = XInternAtom(d, "CLIPBOARD", False), incr = XInternAtom(d, "INCR", False);
    Atom targets = XInternAtom(d, "TARGETS", False), utf8 = XInternAtom(d, "UTF8_STRING", False);
    // A server timestamp for the claim: a property change on the owner's own window.
    XSelectInput(d, owner, PropertyChangeMask);
    XChangeProperty(d, owner, XA_WM_NAME, XA_STRING, 8, PropModeReplace, (unsigned char *)"incr", 4);
    XEvent e;
    do XNextEvent(d, &e); while (e.type != PropertyNotify);
    XSetSelectionOwner(d, clipboard, owner, e.xproperty.time);
    if (XGetSelectionOwner(d, clipboard) != owner) { fprintf(stderr, "could not take the clipboard\n"); return 1; }
    printf("owner\n");
    fflush(stdout);
    char *piece = malloc((size_t)pieceBytes);
    memset(piece, 'x', (size_t)pieceBytes);
    Transfer transfers[MAX_READERS];
    int count = 0;
    for (;;) {
        while (XPending(d)) {
            XNextEvent(d, &e);
            // Another program copied: the transfers under way go on all the same.
            if (e.type == SelectionClear) continue;
            if (e.type == SelectionRequest) {
                XSelectionRequestEvent *r = &e.xselectionrequest;
                XSelectionEvent answer = { .type = SelectionNotify, .display = d, .requestor = r->requestor,
                                           .selection = r->selection, .target = r->target,
                                           .property = r->property ? r->property : r->target, .time = r->time };
                if (r->target == targets) {
                    Atom offered[] = { targets, utf8 };
                    XChangeProperty(d, r->requestor, answer.property, XA_ATOM, 32, PropModeReplace, (unsigned char *)offered, 2);
                } else if (count < MAX_READERS) {
                    // "The text comes in pieces": the INCR marker with a size it never keeps to.
                    long size = pieceBytes;
                    XSelectInput(d, r->requestor, PropertyChangeMask);
                    XChangeProperty(d, r->requestor, answer.property, incr, 32, PropModeReplace, (unsigned char *)&size, 1);
                    transfers[count++] = (Transfer){ r->requestor, answer.property, 0 };
                } else {
                    answer.property = None;
                }
                XSendEvent(d, r->requestor, False, NoEventMask, (XEvent *)&answer);
            } else if (e.type == PropertyNotify && e.xproperty.state == PropertyDelete) {
                // The reader took the last piece (or the marker): the next one is due.
                for (int i = 0; i < count; i++) {
                    if (transfers[i].window == e.xproperty.window && transfers[i].property == e.xproperty.atom) transfers[i].due = 1;
                }
            }
        }
        int sent = 0;
        for (int i = 0; i < count; i++) {
            if (!transfers[i].due) continue;
            transfers[i].due = 0;
            XChangeProperty(d, transfers[i].window, transfers[i].property, utf8, 8, PropModeReplace,
                            (unsigned char *)piece, (int)pieceBytes);
            sent = 1;
        }
        XFlush(d);
        if (sent && pieceMilliseconds > 0) usleep((useconds_t)pieceMilliseconds * 1000);
        else if (!XPending(d)) usleep(1000);
    }
}
