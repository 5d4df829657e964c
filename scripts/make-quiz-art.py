"""Draws the quiz illustrations (public/images/quiz/*.svg): one medallion per element and per Life Book
reader type, flat, in the app palette. Run `python3 scripts/make-quiz-art.py` after changing a drawing."""
import os
OUT=os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'public', 'images', 'quiz')
INK='#1f1d1a'; GOLD='#b7791f'; BLUE='#2c5282'; SEAL='#a23b2a'; PAPER='#faf7f0'

def frame(key, title, bg, body, ring=GOLD):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img">'
            f'<title>{title}</title>'
            f'<circle cx="80" cy="80" r="74" fill="{bg}"/>'
            f'<circle cx="80" cy="80" r="74" fill="none" stroke="{ring}" stroke-width="1.5" stroke-opacity=".55"/>'
            f'<circle cx="80" cy="80" r="68" fill="none" stroke="{ring}" stroke-width=".75" stroke-opacity=".35"/>'
            f'<clipPath id="quiz-{key}"><circle cx="80" cy="80" r="68"/></clipPath><g clip-path="url(#quiz-{key})">{body}</g>'
            f'<rect x="74" y="139" width="12" height="12" rx="1.5" fill="{SEAL}" transform="rotate(-4 80 145)"/>'
            f'</svg>\n')

elements = {}
# wood: a young tree, leaves alternating, on a line of ground
G='#3f7050'; G2='#6f9a72'
leaf = lambda x,y,a,c,flip=False: f'<path d="M0 0C6-8 18-9 26-4C18 4 6 4 0 0Z" fill="{c}" transform="translate({x} {y}){" scale(-1 1)" if flip else ""} rotate({a})"/>'
elements['wood'] = frame('wood', '나무 · Wood', '#e6eee4',
  f'<path d="M50 124H110" stroke="{INK}" stroke-width="2.5" stroke-linecap="round"/>'
  f'<path d="M80 124V44" stroke="{G}" stroke-width="4" stroke-linecap="round"/>'
  + leaf(80,106,-150,G) + leaf(80,106,-150,G,True)
  + leaf(80,86,-145,G2) + leaf(80,86,-145,G2,True)
  + f'<g transform="translate(80 66) scale(.8)">' + leaf(0,0,-140,G) + leaf(0,0,-140,G,True) + '</g>'
  + f'<path d="M80 46C74 40 74 32 80 26C86 32 86 40 80 46Z" fill="{G2}"/>')
# fire: layered flame
R='#b8452f'
elements['fire'] = frame('fire', '불 · Fire', '#f6e4da',
  f'<path d="M80 30C88 50 110 60 110 90C110 110 96 124 80 124C64 124 50 110 50 90C50 74 60 66 64 54C68 64 72 68 76 68C74 54 74 42 80 30Z" fill="{R}"/>'
  f'<path d="M80 62C84 76 98 84 98 100C98 113 90 120 80 120C70 120 62 113 62 100C62 92 68 86 70 80C73 86 76 88 78 88C77 80 77 70 80 62Z" fill="{GOLD}"/>'
  f'<path d="M80 92C83 100 89 104 89 110C89 116 85 119 80 119C75 119 71 116 71 110C71 104 77 100 80 92Z" fill="{PAPER}"/>'
  f'<path d="M52 128H108" stroke="{INK}" stroke-width="2.5" stroke-linecap="round"/>')
# earth: sun over layered fields
E='#8a6a25'; E2='#b8963f'
elements['earth'] = frame('earth', '흙 · Earth', '#f3e9cf',
  f'<circle cx="80" cy="64" r="16" fill="{GOLD}"/>'
  f'<path d="M8 98C34 80 62 78 80 84C98 90 122 86 152 76V112H8Z" fill="{E2}"/>'
  f'<path d="M8 110C40 96 68 96 90 102C110 107 130 104 152 96V152H8Z" fill="{E}"/>'
  f'<path d="M44 114C60 108 78 108 96 113M52 124C66 119 84 120 100 124" stroke="{PAPER}" stroke-width="2" stroke-linecap="round" fill="none" stroke-opacity=".7"/>')
# metal: an old coin with square hole, and an autumn ginkgo leaf
M='#5d6670'; M2='#8d96a0'
elements['metal'] = frame('metal', '쇠 · Metal', '#e7e9eb',
  f'<circle cx="74" cy="84" r="34" fill="{M}"/>'
  f'<circle cx="74" cy="84" r="27" fill="none" stroke="{M2}" stroke-width="2"/>'
  f'<rect x="64" y="74" width="20" height="20" fill="#e7e9eb"/>'
  f'<rect x="64" y="74" width="20" height="20" fill="none" stroke="{INK}" stroke-width="1.5"/>'
  f'<g transform="translate(114 52) rotate(-22)"><path d="M0 16L-20-7Q-11-16-2-12L0-6L2-12Q11-16 20-7Z" fill="{GOLD}"/>'
  f'<path d="M0 14L-12-8M0 14L-5-10M0 14L5-10M0 14L12-8" stroke="#f3e2bf" stroke-width="1" stroke-opacity=".8"/>'
  f'<path d="M0 15V30" stroke="{GOLD}" stroke-width="2.5" stroke-linecap="round"/></g>')

# water: a drop over waves
W='#2b4763'; W2='#5f7fa3'
elements['water'] = frame('water', '물 · Water', '#dfe7ef',
  f'<path d="M80 30C88 46 100 58 100 72C100 84 91 92 80 92C69 92 60 84 60 72C60 58 72 46 80 30Z" fill="{W}"/>'
  f'<path d="M70 70C70 78 74 82 80 83" stroke="#dfe7ef" stroke-width="3" stroke-linecap="round" fill="none"/>'
  f'<path d="M30 106C40 98 50 98 60 106S80 114 90 106S110 98 130 106" stroke="{W2}" stroke-width="5" fill="none" stroke-linecap="round"/>'
  f'<path d="M38 122C48 114 58 114 68 122S88 130 98 122S114 114 122 120" stroke="{W}" stroke-width="5" fill="none" stroke-linecap="round"/>')

for k,v in elements.items():
    open(f'{OUT}/element-{k}.svg','w').write(v)

# Book types: an open book with the emblem of its trigram rising from it, and the trigram drawn above.
def trigram(bits):  # bottom-to-top bits; drawn top line first
    out=[]; ys=[22,28,34]
    for y,bit in zip(ys, reversed(bits)):
        if bit=='1': out.append(f'<path d="M70 {y}H90" stroke="{INK}" stroke-width="3"/>')
        else: out.append(f'<path d="M70 {y}H77.5M82.5 {y}H90" stroke="{INK}" stroke-width="3"/>')
    return '<g stroke-opacity=".7">'+''.join(out)+'</g>'

book = (f'<path d="M80 130C68 123 52 121 36 123V101C52 99 68 101 80 108Z" fill="{PAPER}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M80 130C92 123 108 121 124 123V101C108 99 92 101 80 108Z" fill="{PAPER}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M44 110C54 109 64 110 72 113M44 116C54 115 64 116 72 119M88 113C96 110 106 109 116 110M88 119C96 116 106 115 116 116" stroke="{INK}" stroke-width="1.2" stroke-opacity=".45" fill="none"/>')
BG='#f1ebdd'
types = {}
# growth (heaven ☰ 111): a rising sun with rays
rays=''.join(f'<path d="M80 88L{80+38*c:.1f} {88-38*s:.1f}" />' for c,s in [(-1,0),(-.87,.5),(-.5,.87),(0,1),(.5,.87),(.87,.5),(1,0)])
types['growth'] = frame('growth', '성장형 독자 · The Growth Reader', BG,
  trigram('111') + f'<g stroke="{GOLD}" stroke-width="3" stroke-linecap="round" stroke-dasharray="0 24 14">{rays}</g>'
  f'<path d="M58 96A22 22 0 0 1 102 96Z" fill="{GOLD}"/>' + book)
# creative (lake ☱ 110): a lake whose ripples throw up sparks of joy
star=lambda x,y,r,c: f'<path d="M{x} {y-r}Q{x} {y} {x+r} {y}Q{x} {y} {x} {y+r}Q{x} {y} {x-r} {y}Q{x} {y} {x} {y-r}Z" fill="{c}"/>'
types['creative'] = frame('creative', '창조형 독자 · The Creative Reader', BG,
  trigram('110') + f'<ellipse cx="80" cy="87" rx="36" ry="10" fill="#f3d8cc"/>'
  f'<ellipse cx="80" cy="87" rx="26" ry="6.5" fill="none" stroke="{SEAL}" stroke-width="1.5" stroke-opacity=".45"/>'
  f'<ellipse cx="80" cy="87" rx="13" ry="3.2" fill="none" stroke="{SEAL}" stroke-width="2"/>'
  + star(80,60,12,SEAL) + star(58,66,7,GOLD) + star(103,64,8,GOLD) + star(92,48,4.5,SEAL) + book)
# wisdom (mountain ☶ 001): mountain upon mountain under the moon
types['wisdom'] = frame('wisdom', '지혜형 독자 · The Wisdom Reader', BG,
  trigram('001') + f'<circle cx="104" cy="52" r="8" fill="{GOLD}"/>'
  f'<path d="M40 100L64 62L78 82L92 58L120 100Z" fill="#7c9a80"/>'
  f'<path d="M52 100L74 70L90 90L100 78L114 100Z" fill="#3f7050"/>'
  f'<path d="M64 62L58 72L64 70L70 74Z" fill="{PAPER}"/><path d="M92 58L86 68L92 66L98 70Z" fill="{PAPER}"/>' + book)
# analytical (wind ☴ 011): wind curling through, and a lens
types['analytical'] = frame('analytical', '분석형 독자 · The Analytical Reader', BG,
  trigram('011') + f'<g fill="none" stroke="{BLUE}" stroke-width="3.5" stroke-linecap="round">'
  f'<path d="M42 62H92C100 62 104 56 100 50C97 46 90 47 90 53"/>'
  f'<path d="M50 76H108C118 76 122 84 116 90C112 94 105 92 105 86"/>'
  f'<path d="M38 90H78"/></g>'
  + book)
# philosophical (water ☵ 010): a star over deep water, its light reflected
types['philosophical'] = frame('philosophical', '사유형 독자 · The Philosophical Reader', BG,
  trigram('010') + star(80,52,12,GOLD) +
  f'<path d="M44 84C56 76 68 76 80 84S104 92 116 84" stroke="#2b4763" stroke-width="4" fill="none" stroke-linecap="round"/>'
  f'<path d="M52 96C62 89 72 89 80 95S98 101 108 95" stroke="#5f7fa3" stroke-width="4" fill="none" stroke-linecap="round"/>'
  + star(56,62,4,GOLD) + star(106,58,5,GOLD) + book)
for k,v in types.items():
    open(f'{OUT}/book-{k}.svg','w').write(v)
for f in sorted(os.listdir(OUT)): print(f, os.path.getsize(f'{OUT}/{f}'))
