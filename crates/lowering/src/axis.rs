//! Axis info along the last (contiguous) dimension of every integer and pointer value:
//! contiguity (length of runs of consecutive values), divisibility (of the first value of each
//! run; bytes for pointers) and constancy (length of runs of equal values). It decides how wide
//! the vector loads and stores can be.

use std::collections::HashMap;
use tm_frontend::tile_ir::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Info {
    pub contiguity: i64,
    pub divisibility: i64,
    pub constancy: i64,
}

const BIG: i64 = 1 << 30;

fn pow2_factor(v: i64) -> i64 {
    if v == 0 {
        BIG
    } else {
        (1i64 << v.unsigned_abs().trailing_zeros().min(30)).min(BIG)
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    // All quantities are powers of two (or BIG), so the gcd is the minimum.
    a.min(b).max(1)
}

impl Info {
    fn unknown() -> Info {
        Info { contiguity: 1, divisibility: 1, constancy: 1 }
    }
}

#[derive(Default)]
pub struct AxisInfo {
    pub info: HashMap<ValueId, Info>,
    /// Values known to be exactly 1 everywhere (a stride specialised to 1 is one), so that
    /// `x * 1` keeps the facts of `x`.
    ones: std::collections::HashSet<ValueId>,
}

impl AxisInfo {
    pub fn compute(f: &Function) -> AxisInfo {
        let mut a = AxisInfo::default();
        for p in &f.params {
            let div = match &p.ty.dtype {
                DType::Ptr(e) => {
                    let eb = e.scalar().map(|s| s.mem_bytes() as i64).unwrap_or(8);
                    if p.divisible_by_16 {
                        16
                    } else {
                        eb
                    }
                }
                _ => {
                    if p.divisible_by_16 {
                        16
                    } else {
                        1
                    }
                }
            };
            let i = a.hinted(f, p.value, Info { contiguity: 1, divisibility: div, constancy: BIG });
            a.info.insert(p.value, i);
        }
        a.block(f, &f.body);
        a
    }

    /// `i` with the facts the kernel asserts about `v` (`tl.multiple_of` and friends). Both
    /// are lower bounds, so the larger holds.
    fn hinted(&self, f: &Function, v: ValueId, i: Info) -> Info {
        let Some(h) = f.hints.get(&v) else { return i };
        let n = Self::last_dim(f, v);
        Info {
            contiguity: h.contiguity.map_or(i.contiguity, |c| i.contiguity.max(c.min(n))),
            divisibility: h.divisibility.map_or(i.divisibility, |d| i.divisibility.max(d)),
            constancy: h.constancy.map_or(i.constancy, |c| i.constancy.max(c.min(n))),
        }
    }

    pub fn get(&self, v: ValueId) -> Info {
        self.info.get(&v).copied().unwrap_or_else(Info::unknown)
    }

    fn last_dim(f: &Function, v: ValueId) -> i64 {
        f.ty(v).shape.last().copied().unwrap_or(1)
    }

    fn block(&mut self, f: &Function, b: &Block) {
        for op in &b.ops {
            // A loop's induction variable takes the divisibility its bounds and step share.
            if let OpKind::For { lb, step, body, .. } = &op.kind {
                let d = gcd(self.get(*lb).divisibility, self.get(*step).divisibility);
                let iv = self.hinted(f, body.args[0], Info { contiguity: 1, divisibility: d, constancy: BIG });
                self.info.insert(body.args[0], iv);
            }
            // Other block arguments (carried values) know only what the kernel asserts.
            for inner in op.kind.blocks() {
                for &arg in &inner.args {
                    if !self.info.contains_key(&arg) && f.hints.contains_key(&arg) {
                        let i = self.hinted(f, arg, Info::unknown());
                        self.info.insert(arg, i);
                    }
                }
            }
            for inner in op.kind.blocks() {
                self.block(f, inner);
            }
            let Some(&r) = op.results.first() else { continue };
            if self.info.contains_key(&r) {
                continue;
            }
            match op.kind {
                OpKind::Const(tm_frontend::tile_ir::Const::Int(1)) => {
                    self.ones.insert(r);
                }
                OpKind::Splat(a) | OpKind::Broadcast(a) | OpKind::ExpandDims(a, _) | OpKind::Cast(a)
                    if self.ones.contains(&a) =>
                {
                    self.ones.insert(r);
                }
                _ => {}
            }
            let i = self.op_info(f, op, r);
            let i = self.hinted(f, r, i);
            // Nothing can exceed the dimension itself.
            let n = Self::last_dim(f, r);
            let i = Info {
                contiguity: i.contiguity.min(n).max(1),
                divisibility: i.divisibility.max(1),
                constancy: i.constancy.min(n).max(1),
            };
            self.info.insert(r, i);
        }
    }

    fn op_info(&self, f: &Function, op: &Op, r: ValueId) -> Info {
        use OpKind::*;
        let g = |v: &ValueId| self.get(*v);
        match &op.kind {
            Const(tm_frontend::tile_ir::Const::Int(c)) => {
                Info { contiguity: 1, divisibility: pow2_factor(*c), constancy: BIG }
            }
            Const(_) => Info { contiguity: 1, divisibility: 1, constancy: BIG },
            ProgramId(_) | NumPrograms(_) => Info { contiguity: 1, divisibility: 1, constancy: BIG },
            Arange(s, e) => Info { contiguity: e - s, divisibility: pow2_factor(*s), constancy: 1 },
            Splat(a) => Info { contiguity: 1, divisibility: g(a).divisibility, constancy: BIG },
            Broadcast(a) => {
                if Self::last_dim(f, *a) == 1 {
                    Info { contiguity: 1, divisibility: g(a).divisibility, constancy: BIG }
                } else {
                    g(a)
                }
            }
            ExpandDims(a, ax) => {
                if *ax == f.ty(r).shape.len() - 1 {
                    // Every element now starts a run of its own: a run of consecutive values
                    // (`offs_m[:, None]`) shares no divisibility beyond 1.
                    let x = g(a);
                    let divisibility = if x.contiguity > 1 { 1 } else { x.divisibility };
                    Info { contiguity: 1, divisibility, constancy: 1 }
                } else {
                    g(a)
                }
            }
            Reshape(a) => {
                if Self::last_dim(f, *a) == Self::last_dim(f, r) {
                    g(a)
                } else {
                    Info::unknown()
                }
            }
            // Between pointers and integers the address keeps its divisibility (bytes) and
            // constancy; a run of consecutive elements is one of consecutive integers only for
            // byte elements.
            Cast(a) if f.ty(r).dtype.is_ptr() || f.ty(*a).dtype.is_ptr() => {
                let ptr = if f.ty(r).dtype.is_ptr() { f.ty(r) } else { f.ty(*a) };
                let byte_elems = ptr.dtype.pointee().and_then(|e| e.scalar()).is_some_and(|s| s.mem_bytes() == 1);
                let x = g(a);
                Info { contiguity: if byte_elems { x.contiguity } else { 1 }, ..x }
            }
            Cast(a) => {
                if f.ty(r).dtype.is_int() || f.ty(r).dtype.is_bool() {
                    g(a)
                } else {
                    Info { contiguity: 1, divisibility: 1, constancy: g(a).constancy }
                }
            }
            Bin(o, a, b) => {
                let (x, y) = (g(a), g(b));
                let constancy = gcd(x.constancy, y.constancy);
                match o {
                    BinOp::Add | BinOp::Sub => Info {
                        contiguity: gcd(x.contiguity, y.constancy).max(if *o == BinOp::Add {
                            gcd(y.contiguity, x.constancy)
                        } else {
                            1
                        }),
                        divisibility: gcd(x.divisibility, y.divisibility),
                        constancy,
                    },
                    BinOp::Mul if self.ones.contains(b) => x,
                    BinOp::Mul if self.ones.contains(a) => y,
                    BinOp::Mul => Info {
                        contiguity: 1,
                        divisibility: (x.divisibility.saturating_mul(y.divisibility)).min(BIG),
                        constancy,
                    },
                    // `offs % M` (upstream's wrapped tile offsets): an aligned run does not
                    // cross a multiple of a uniform M whose divisibility it shares (offsets are
                    // non-negative there, as upstream assumes).
                    BinOp::Rem if y.constancy >= x.contiguity => {
                        let d = gcd(x.divisibility, y.divisibility);
                        Info { contiguity: gcd(x.contiguity, d), divisibility: d, constancy }
                    }
                    _ => Info { contiguity: 1, divisibility: 1, constancy },
                }
            }
            Cmp(_, a, b) => {
                let (x, y) = (g(a), g(b));
                let mut constancy = gcd(x.constancy, y.constancy);
                // A contiguous run compared with a uniform bound keeps its value within groups
                // aligned to the bound's and the run's divisibility.
                if y.constancy >= x.contiguity {
                    constancy = constancy.max(gcd(x.contiguity, gcd(x.divisibility, y.divisibility)));
                }
                if x.constancy >= y.contiguity {
                    constancy = constancy.max(gcd(y.contiguity, gcd(y.divisibility, x.divisibility)));
                }
                Info { contiguity: 1, divisibility: 1, constancy }
            }
            Select(c, a, b) => {
                let (cc, x, y) = (g(c), g(a), g(b));
                Info {
                    contiguity: 1,
                    divisibility: gcd(x.divisibility, y.divisibility),
                    constancy: gcd(cc.constancy, gcd(x.constancy, y.constancy)),
                }
            }
            AddPtr(p, o) => {
                let (x, y) = (g(p), g(o));
                let eb = f.ty(r).dtype.pointee().and_then(|e| e.scalar()).map(|s| s.mem_bytes() as i64).unwrap_or(8);
                Info {
                    contiguity: gcd(x.contiguity, y.constancy).max(gcd(y.contiguity, x.constancy)),
                    divisibility: gcd(x.divisibility, y.divisibility.saturating_mul(eb).min(BIG)),
                    constancy: gcd(x.constancy, y.constancy),
                }
            }
            Param(_) => self.get(r),
            _ => Info::unknown(),
        }
    }
}
