#!/usr/bin/env python3
"""Builds the dark-scan scene pictures in Resources/scenes/ from scikit-image's sample photos.

Reproducible: the same scikit-image data and Pillow give the same PNG bytes (no randomness, no
clock, no EXIF). Run from the repository root:

    pip install scikit-image pillow      # the photos ship inside scikit-image (skimage/data)
    python3 scripts/scenes/compose.py

Each scene is one photograph cropped to 16:9 (the view's shape), scaled to 1280x720, turned to
grey (the camera only ever sees luma, so colour would only make the files bigger), and given the
black square the level asks for as something that belongs in the picture: a printed card on a
cafe table, a framed picture on a wall, a lit sign at a launch pad, signs on a field, tiles on a
dim brick wall. The square always has a light mat around it at least 1.7 times its side: the
framing maths needs a bright ring around the square, as a real sign has.

The scene files place each picture over a 4800 x 2700 unit wall, so one picture pixel is 3.75
scene units; the positions below are in picture pixels and docs/levels.md lists them in units.
Sources and licences: Resources/scenes/LICENSES.
"""
import os
from PIL import Image, ImageDraw, ImageFilter
import skimage

DATA = os.path.join(os.path.dirname(skimage.__file__), "data")
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Resources", "scenes")
SIZE = (1280, 720)
UNITS_PER_PIXEL = 3.75


def photo(name, box=None, darken=1.0):
    """The sample photo `name`, cropped to 16:9 around `box` (left, top fraction), grey, 1280x720."""
    im = Image.open(os.path.join(DATA, name)).convert("L")
    w, h = im.size
    if w / h > 16 / 9:
        cw, ch = round(h * 16 / 9), h
    else:
        cw, ch = w, round(w * 9 / 16)
    fx, fy = box or (0.5, 0.5)
    left, top = round((w - cw) * fx), round((h - ch) * fy)
    im = im.crop((left, top, left + cw, top + ch)).resize(SIZE, Image.LANCZOS)
    if darken != 1.0:
        im = im.point(lambda v: round(v * darken))
    return im


def units(pixels):
    return pixels / UNITS_PER_PIXEL


def mat(draw, cx, cy, side, tone=236, edge=None, edge_tone=90):
    """A light card or mat centred on (cx, cy), `side` picture pixels, with an optional thin edge
    (a picture frame) just outside it."""
    h = side / 2
    if edge:
        draw.rectangle([cx - h - edge, cy - h - edge, cx + h + edge, cy + h + edge], fill=edge_tone)
    draw.rectangle([cx - h, cy - h, cx + h, cy + h], fill=tone)


def polygon(draw, cx, cy, side, degrees, tone):
    """A filled square of `side` pixels turned `degrees` clockwise (screen y grows down)."""
    import math
    a = math.radians(degrees)
    pts = []
    for ux, uy in [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]:
        x, y = ux * side, uy * side
        pts.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
    draw.polygon(pts, fill=tone)


def square(draw, cx, cy, side, degrees=0, tone=12):
    polygon(draw, cx, cy, side, degrees, tone)


def shadow(im, cx, cy, side, offset=6, blur=5, strength=60):
    """A soft shadow under a card, so it lies on the table instead of floating over the photo."""
    layer = Image.new("L", im.size, 0)
    d = ImageDraw.Draw(layer)
    h = side / 2
    d.rectangle([cx - h + offset, cy - h + offset, cx + h + offset, cy + h + offset], fill=strength)
    layer = layer.filter(ImageFilter.GaussianBlur(blur))
    return Image.composite(Image.new("L", im.size, 0), im, layer)


def cafe():
    """coffee.png: a printed card with a black square lies on the wooden table right of the cup."""
    im = photo("coffee.png", box=(0.5, 0.6))
    cx, cy, side = 1010, 430, 101
    im = shadow(im, cx, cy, side * 2)
    d = ImageDraw.Draw(im)
    mat(d, cx, cy, side * 2, tone=238)
    square(d, cx, cy, side)
    return im


def cat():
    """chelsea.png: a small framed black square hangs on the pale wall behind the cat."""
    im = photo("chelsea.png", box=(0.5, 0.3))
    cx, cy, side = 1150, 140, 54
    d = ImageDraw.Draw(im)
    mat(d, cx, cy, side * 1.9, tone=240, edge=4, edge_tone=120)
    square(d, cx, cy, side)
    return im


def launch():
    """rocket.jpg at dusk: a big lit billboard stands at the pad, its black square taller than the
    view at zoom 1 (zoom out); a smaller lit sign with a black disc is a decoy. Dark sky all round."""
    im = photo("rocket.jpg", darken=0.8)
    d = ImageDraw.Draw(im)
    cx, cy, side = 290, 430, 250
    mat(d, cx, cy, side * 1.7, tone=235)
    square(d, cx, cy, side)
    d.rectangle([cx - 8, cy + side * 0.85, cx + 8, 720], fill=40)     # its post
    dx, dy, dside = 1010, 560, 80
    mat(d, dx, dy, dside * 1.9, tone=232)
    d.ellipse([dx - dside / 2, dy - dside / 2, dx + dside / 2, dy + dside / 2], fill=12)
    d.rectangle([dx - 4, dy + dside * 0.95, dx + 4, 720], fill=40)
    return im


def field():
    """camera.png: three signs on the field behind the cameraman. A grey square and a black disc
    are decoys; the black square is small and turned 20 degrees (zoom in, roll)."""
    im = photo("camera.png", box=(0.5, 0.55))
    d = ImageDraw.Draw(im)
    for cx, cy, side, kind in [(880, 300, 44, "grey"), (1030, 520, 44, "disc"), (1180, 330, 40, "turned")]:
        mat(d, cx, cy, side * 2, tone=238, edge=3, edge_tone=70)
        d.rectangle([cx - 3, cy + side + 3, cx + 3, cy + side + 60], fill=60)
        if kind == "grey":
            square(d, cx, cy, side, tone=105)
        elif kind == "disc":
            d.ellipse([cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2], fill=12)
        else:
            square(d, cx, cy, side, degrees=20)
    return im


def cellar():
    """brick.png in low light: tiles set into a dim brick wall. A semi-dark square, a black disc,
    a black triangle and a big black square turned 38 degrees (past the roll limit) are decoys;
    the answer is a small black square turned -14 degrees."""
    im = photo("brick.png", darken=0.55)
    d = ImageDraw.Draw(im)
    tiles = [(200, 200, 70, "semi"), (420, 520, 60, "disc"), (640, 180, 60, "triangle"),
             (860, 470, 110, "steep"), (1120, 250, 34, "answer")]
    for cx, cy, side, kind in tiles:
        mat(d, cx, cy, side * 1.9, tone=226)
        if kind == "semi":
            square(d, cx, cy, side, tone=75)
        elif kind == "disc":
            d.ellipse([cx - side / 2, cy - side / 2, cx + side / 2, cy + side / 2], fill=12)
        elif kind == "triangle":
            d.polygon([(cx, cy - side / 2), (cx + side / 2, cy + side / 2), (cx - side / 2, cy + side / 2)], fill=12)
        elif kind == "steep":
            square(d, cx, cy, side * 0.8, degrees=38)
        else:
            square(d, cx, cy, side, degrees=-14)
    return im


SCENES = {"cafe": cafe, "cat": cat, "launch": launch, "field": field, "cellar": cellar}

if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for name, build in SCENES.items():
        path = os.path.join(OUT, name + ".png")
        picture = build()
        picture.info = {}          # no ICC profile or text: the bytes depend on the pixels only
        picture.save(path, optimize=True)
        print(path, os.path.getsize(path), "bytes")
