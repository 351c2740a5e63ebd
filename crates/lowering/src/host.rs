//! Lowering of a tile program for targets where one thread owns a whole tile (the host CPU).
//!
//! Tile values are evaluated element by element inside loop nests. Elementwise chains are fused:
//! a tile stays a lazy expression until an op needs it whole (a reduction, a dot, a loop-carried
//! value, several costly uses), and is then materialised into a stack buffer. The innermost loop
//! runs over the contiguous dimension, so LLVM's loop vectoriser turns `base + pid*B + i` accesses
//! into vector (masked) loads and stores.

use crate::mlir_types::*;
use crate::passes::analysis::UseInfo;
use crate::LowerError;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;
use tm_frontend::tile_ir::*;

#[derive(Clone, Debug)]
pub(crate) enum Lowered {
    Scalar(String),
    Lazy,
    Buffer(String),
    /// SIMT: the thread's own elements of a tile as SSA values, in the distribution of
    /// `each_element(shape, vec)` (slot = step * vec + k).
    Regs {
        shape: Vec<i64>,
        vec: u32,
        vals: Vec<String>,
    },
    /// SIMT: an MMA accumulator tile, as this lane's slots of its `FragLayout`; read only by the
    /// dot that updates it and by the loop that carries it.
    Frag(Vec<String>, crate::simt::FragLayout),
    /// SIMT: a [m] vector over the rows of an accumulator layout (`wn` 1): this lane's values
    /// for its rows (`row_positions`), the same in the four lanes of a quad.
    Rows(Vec<String>, crate::simt::FragLayout),
    /// SIMT: a tile the async copy unit writes into a ring stage; only the dot it feeds reads
    /// it, from shared memory.
    Staged,
}

/// Which tensor values get materialised where they are defined.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Plan {
    Lazy,
    Materialise,
}

pub struct HostLowering<'f> {
    pub(crate) f: &'f Function,
    pub(crate) uses: UseInfo,
    pub(crate) defs: HashMap<ValueId, &'f Op>,
    pub(crate) vals: HashMap<ValueId, Lowered>,
    plans: HashMap<ValueId, Plan>,
    pub(crate) memo: Vec<HashMap<(ValueId, Vec<String>), String>>,
    pub(crate) prologue: String,
    pub(crate) body: String,
    pub(crate) indent: usize,
    pub(crate) next: usize,
    index_consts: HashMap<i64, String>,
    stack_bytes: i64,
    /// Set for SIMT targets (GPUs): threads share the tile's elements.
    pub(crate) simt: Option<crate::simt::SimtTargetInfo>,
    /// Spelling of a global-memory pointer.
    pub(crate) ptr_ty: String,
    /// Element indices of the vector group being evaluated (SIMT), for grouped loads.
    pub(crate) group: Option<Vec<Vec<String>>>,
    /// SIMT: where shared-memory blocks are placed, and the most live at once.
    pub(crate) smem: crate::smem::SmemAllocator,
    /// SIMT: the byte offset of each named shared-memory tile.
    pub(crate) smem_names: HashMap<String, i64>,
    /// Loops being lowered around the current op. Shared memory is reused only outside loops:
    /// inside one, a block freed in an iteration could be written again in the next while a
    /// later block placed over it is still read (by other threads, or by MMAs in flight).
    loop_depth: usize,
    /// Shared-memory stores emitted so far (a loop body without any needs no closing barrier).
    pub(crate) smem_writes: usize,
    /// Intrinsics called, with their types, to declare in the module.
    pub(crate) intrinsics: std::collections::BTreeMap<String, String>,
    /// Module-level constant strings (printf formats), one global each.
    pub(crate) strings: Vec<String>,
    pub(crate) axis: crate::axis::AxisInfo,
    pub(crate) tid: String,
    /// Language features the target cannot lower, reported after lowering.
    pub(crate) errors: Vec<String>,
    /// SIMT: the element slots being evaluated by an unrolled `each_element`.
    pub(crate) slot: Option<crate::simt::SlotCtx>,
    /// SIMT: tiles that must live in shared memory because a register read did not match.
    pub(crate) denied: std::collections::HashSet<ValueId>,
    /// Bits of the narrowest element the kernel reads or writes in global memory: it sets how
    /// many consecutive elements a thread owns per step in every tile (`natural_vec`).
    pub(crate) access_bits: u32,
    /// SIMT: row pitch (elements) of padded shared-memory tiles.
    pub(crate) pitch: HashMap<String, i64>,
    /// SIMT: dot results that stay in accumulator slots (a loop carries them).
    pub(crate) frag_kept: std::collections::HashSet<ValueId>,
    /// SIMT: the accumulator slot being evaluated (its index values and number), where an
    /// accumulator tile's own slot may be read.
    pub(crate) frag_slot: Option<(Vec<String>, usize, crate::simt::FragLayout)>,
    /// SIMT: the row slot being evaluated (its row index value and number), where a row vector's
    /// own value may be read.
    pub(crate) row_slot: Option<(String, usize)>,
    /// SIMT: the parity of the enclosing loop's iteration, where dot operands are double-buffered.
    pub(crate) stage_parity: Option<String>,
    /// In a TMA ring's loop: the parity (an i32, 0 or 1) of the barrier phase that fills this
    /// iteration's stage (`mma::AsyncRing::tma`).
    pub(crate) ring_phase: Option<String>,
    /// SIMT: warp-group MMAs may still be running (waited for with one group pending).
    pub(crate) mma_pending: bool,
    /// SIMT: the async-copy rings of loops, by the loop's first result.
    rings: HashMap<ValueId, crate::mma::AsyncRing>,
    /// SIMT: the loads the rings copy in the body (never evaluated into registers).
    ring_copied: std::collections::HashSet<ValueId>,
    /// SIMT: the ring of the loop being lowered, with its shared-memory offsets.
    pub(crate) active_ring: Option<crate::mma::AsyncRing>,
    /// SIMT: stages of the enclosing loop's operand ring (the stage parity counts modulo it).
    pub(crate) parity_stages: i64,
    /// SIMT: alignment of `@global_smem` (swizzles on absolute addresses need more than 16).
    pub(crate) smem_align: i64,
    /// SIMT: loop-invariant dot operands staged (swizzled) before their loop, by byte offset.
    pub(crate) prestaged: HashMap<ValueId, String>,
    /// SIMT: warp-group dots left running at the end of their iteration; the next iteration's
    /// first MMA wait completes them.
    pub(crate) defer_wait: std::collections::HashSet<ValueId>,
    /// SIMT: carried accumulators that such a dot may still be writing.
    pub(crate) unsettled: Vec<ValueId>,
    /// Float multiplies and adds may contract into FMAs.
    fp_fusion: bool,
    /// SIMT (MUSA): TME loads emitted, and the highest async barrier id they took.
    pub(crate) tme_barriers: u32,
    pub(crate) tme_barrier_count: u32,
    /// A warp-group dot reads `%wgroup`, this thread's warp group made warp-uniform at entry.
    pub(crate) uses_warp_group: bool,
    /// SIMT: where each register tile's registers were defined, so that a read outside the
    /// thread's own elements converts it to shared memory there instead of lowering again.
    pub(crate) reg_sites: HashMap<ValueId, RegSite>,
    /// Text positions where the bodies of the loops being lowered begin, innermost last.
    loop_body_starts: Vec<usize>,
    /// SIMT: accumulator fragments whose registers hold final values where they were defined
    /// (no matrix operation still writing them), so they may be converted there too.
    pub(crate) settled_frags: std::collections::HashSet<ValueId>,
    /// SIMT: loop arguments of zero-initialised accumulators that a warp-group dot accumulates
    /// straight into, with the i32 scale-d flag of the iteration (0 in the first: see `for_op`).
    pub(crate) zero_started: HashMap<ValueId, String>,
    /// Loop arguments that nothing reads, of loops whose result for them nothing reads either.
    dead_carries: std::collections::HashSet<ValueId>,
}

/// A point in the body text where a register tile's registers are all defined.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RegSite {
    pos: usize,
    indent: usize,
    smem_event: usize,
}

pub const KERNEL_ARGS: &str = "%args";

pub use tm_settings::HOST_TILE_STACK_LIMIT;

impl<'f> HostLowering<'f> {
    pub fn new(f: &'f Function) -> Self {
        let mut defs = HashMap::new();
        fn collect<'a>(b: &'a Block, defs: &mut HashMap<ValueId, &'a Op>) {
            for op in &b.ops {
                for r in &op.results {
                    defs.insert(*r, op);
                }
                for inner in op.kind.blocks() {
                    collect(inner, defs);
                }
            }
        }
        collect(&f.body, &mut defs);
        HostLowering {
            f,
            uses: UseInfo::compute(f),
            defs,
            vals: HashMap::new(),
            plans: HashMap::new(),
            memo: vec![HashMap::new()],
            prologue: String::new(),
            body: String::new(),
            indent: 2,
            next: 0,
            index_consts: HashMap::new(),
            stack_bytes: 0,
            simt: None,
            ptr_ty: "!llvm.ptr".into(),
            group: None,
            smem: Default::default(),
            smem_names: HashMap::new(),
            loop_depth: 0,
            smem_writes: 0,
            intrinsics: Default::default(),
            strings: vec![],
            axis: crate::axis::AxisInfo::compute(f),
            tid: String::new(),
            errors: vec![],
            slot: None,
            denied: Default::default(),
            access_bits: crate::simt::narrowest_access_bits(f),
            pitch: HashMap::new(),
            frag_kept: Default::default(),
            frag_slot: None,
            row_slot: None,
            stage_parity: None,
            ring_phase: None,
            mma_pending: false,
            rings: HashMap::new(),
            ring_copied: Default::default(),
            active_ring: None,
            parity_stages: crate::simt::OPERAND_STAGES,
            smem_align: 16,
            prestaged: HashMap::new(),
            defer_wait: Default::default(),
            unsettled: vec![],
            fp_fusion: true,
            tme_barriers: 0,
            tme_barrier_count: 0,
            uses_warp_group: false,
            reg_sites: HashMap::new(),
            loop_body_starts: vec![],
            settled_frags: Default::default(),
            zero_started: Default::default(),
            dead_carries: Default::default(),
        }
    }

    /// Spelling of an element type as an SSA value (pointers in this target's global space).
    pub(crate) fn ety(&self, d: &DType) -> String {
        match d {
            DType::Ptr(_) => self.ptr_ty.clone(),
            other => elem_type(other),
        }
    }

    /// The MLIR module (func/scf/arith/math/memref/llvm dialects) for the kernel.
    /// Whether float multiplies and adds may fuse into FMAs (upstream's `enable_fp_fusion`).
    pub fn with_fp_fusion(mut self, on: bool) -> Self {
        self.fp_fusion = on;
        self
    }

    pub fn lower(self) -> Result<String, LowerError> {
        self.lower_full().map(|r| r.0)
    }

    /// The module and the bytes of shared memory it needs.
    ///
    /// SIMT targets keep tiles in registers optimistically; a tile read where its elements are
    /// not the thread's own is converted to shared memory where it was defined
    /// (`convert_to_shared`), or, where no such point is known (a fragment an MMA may still
    /// write), recorded and the kernel lowered again with that tile in shared memory.
    pub fn lower_full(self) -> Result<(String, i64), LowerError> {
        self.lower_counted().map(|(m, shared, _)| (m, shared))
    }

    /// `lower_full`, with how many times the kernel was lowered to find the tiles that must
    /// live in shared memory (1 unless an accumulator fragment was read outside its slots).
    pub fn lower_counted(self) -> Result<(String, i64, u32), LowerError> {
        self.lower_retrying().map_err(LowerError::from_message)
    }

    fn lower_retrying(self) -> Result<(String, i64, u32), String> {
        let (f, simt, fp_fusion) = (self.f, self.simt.clone(), self.fp_fusion);
        let mut denied = self.denied.clone();
        let mut attempt = self;
        let mut lowerings = 1;
        loop {
            match attempt.lower_once() {
                Ok((m, peak, Some((plan, packed)))) if packed < peak => {
                    // Lowered once more with the blocks packed by their lifetimes (same ops, so
                    // the same blocks in the same order); kept if it needs less.
                    let mut again = match &simt {
                        Some(info) => HostLowering::new_simt(f, info.clone()),
                        None => HostLowering::new(f),
                    };
                    again.denied = denied.clone();
                    again.fp_fusion = fp_fusion;
                    again.smem = crate::smem::SmemAllocator::with_plan(plan);
                    return Ok(match again.lower_once() {
                        Ok((m2, p2, _)) if p2 < peak => (m2, p2, lowerings),
                        _ => (m, peak, lowerings),
                    });
                }
                Ok((m, peak, _)) => return Ok((m, peak, lowerings)),
                Err(e) if e.starts_with(crate::simt::REG_CONFLICT) => {
                    let id = ValueId(e[crate::simt::REG_CONFLICT.len()..].parse().map_err(|_| e.clone())?);
                    if !denied.insert(id) {
                        return Err(format!("internal: register tile {id} conflicts after it was denied"));
                    }
                    attempt = match &simt {
                        Some(info) => HostLowering::new_simt(f, info.clone()),
                        None => HostLowering::new(f),
                    };
                    attempt.denied = denied.clone();
                    attempt.fp_fusion = fp_fusion;
                    lowerings += 1;
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// The module-level constant strings and external function declarations the body uses.
    pub(crate) fn module_declarations(&self) -> String {
        let mut out = String::new();
        for s in &self.strings {
            writeln!(out, "{s}").unwrap();
        }
        for (name, sig) in &self.intrinsics {
            let (args, ret) = sig.split_once(" -> ").unwrap();
            let ret = if ret == "()" { String::new() } else { format!(" -> {ret}") };
            writeln!(out, "  llvm.func @{name}{args}{ret}").unwrap();
        }
        out
    }

    /// The module, its shared-memory bytes and (SIMT) a packed placement of its blocks with the
    /// bytes that needs.
    #[allow(clippy::type_complexity)]
    fn lower_once(mut self) -> Result<(String, i64, Option<(Vec<(i64, i64)>, i64)>), String> {
        self.find_rings(&self.f.body);
        self.plan_block(&self.f.body);
        let f = self.f;
        self.block(&f.body)?;
        if self.stack_bytes > HOST_TILE_STACK_LIMIT {
            return Err(format!(
                "the kernel's tiles need {} MiB of stack on the host target (limit {} MiB); use smaller blocks",
                self.stack_bytes >> 20,
                HOST_TILE_STACK_LIMIT >> 20
            ));
        }
        if self.simt.is_some() {
            let (pro, body) = (std::mem::take(&mut self.prologue), std::mem::take(&mut self.body));
            if let Some(e) = self.errors.first() {
                return Err(e.clone());
            }
            let m = self.simt_module(&pro, &body);
            return Ok((m, self.smem.peak(), Some(self.smem.packed_plan())));
        }
        let mut out = String::from("module {\n");
        out.push_str(&self.module_declarations());
        writeln!(
            out,
            "  func.func @{}({KERNEL_ARGS}: !llvm.ptr, %pid0: i32, %pid1: i32, %pid2: i32, %nprog0: i32, %nprog1: i32, %nprog2: i32) {{",
            f.name
        )
        .unwrap();
        out.push_str(&self.prologue);
        out.push_str(&self.body);
        out.push_str("    func.return\n  }\n}\n");
        // The host's "shared memory": the tile buffers on the program's stack.
        Ok((out, self.stack_bytes, None))
    }

    // ---------- planning ----------

    fn find_rings(&mut self, b: &'f Block) {
        for op in &b.ops {
            for inner in op.kind.blocks() {
                self.find_rings(inner);
            }
            if let (OpKind::For { .. }, Some(r)) = (&op.kind, op.results.first()) {
                if let Some(ring) = self.async_ring_for(op) {
                    self.ring_copied.extend(ring.copied().map(|o| o.next));
                    self.rings.insert(*r, ring);
                }
            }
        }
    }

    fn plan_block(&mut self, b: &'f Block) {
        for op in &b.ops {
            for inner in op.kind.blocks() {
                self.plan_block(inner);
            }
            if let Some(r) = op.results.first() {
                if self.f.ty(*r).is_tensor() && op.results.len() == 1 {
                    let mut p = self.plan_of(op, *r);
                    // A load only carried to the next iteration (a pipelined prefetch) is issued
                    // where it stands, ahead of the work that hides its latency.
                    let users = self.uses.get(*r).users;
                    // (Unless the async copy unit moves it into a ring stage.)
                    if matches!(op.kind, OpKind::Load { .. })
                        && !self.ring_copied.contains(r)
                        && !users.is_empty()
                        && users.iter().all(|&u| matches!(b.ops[u].kind, OpKind::Yield(_)))
                    {
                        p = Plan::Materialise;
                    }
                    self.plans.insert(*r, p);
                }
            }
        }
    }

    fn plan_of(&self, op: &Op, r: ValueId) -> Plan {
        let u = self.uses.get(r);
        match &op.kind {
            OpKind::Reduce { .. } | OpKind::Dot { .. } | OpKind::Scan { .. } | OpKind::Atomic { .. } => {
                return Plan::Materialise
            }
            OpKind::For { .. } | OpKind::If { .. } | OpKind::While { .. } => return Plan::Materialise,
            _ => {}
        }
        let cost = self.cost(r, 0);
        let many = u.users.len() > 1 || u.nested;
        if matches!(op.kind, OpKind::Load { .. }) {
            return if many { Plan::Materialise } else { Plan::Lazy };
        }
        if many && cost > 12 {
            Plan::Materialise
        } else {
            Plan::Lazy
        }
    }

    /// Size of the lazy expression tree rooted at `v` (loads count as expensive).
    fn cost(&self, v: ValueId, depth: usize) -> usize {
        if depth > 64 {
            return 1000;
        }
        let Some(op) = self.defs.get(&v) else { return 0 };
        if !self.f.ty(v).is_tensor() {
            return 0;
        }
        if self.plans.get(&v) == Some(&Plan::Materialise) {
            return 1;
        }
        let own = match op.kind {
            OpKind::Load { .. } => 100,
            // Transcendentals are worth keeping rather than recomputing.
            OpKind::Un(u, _) if !matches!(u, UnOp::Neg | UnOp::Not | UnOp::Abs) => 20,
            OpKind::Reduce { .. }
            | OpKind::Dot { .. }
            | OpKind::Scan { .. }
            | OpKind::Atomic { .. }
            | OpKind::For { .. }
            | OpKind::If { .. }
            | OpKind::While { .. } => return 1,
            _ => 1,
        };
        own + op.kind.operands().iter().map(|o| self.cost(*o, depth + 1)).sum::<usize>()
    }

    // ---------- text helpers ----------

    pub(crate) fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    pub(crate) fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.body.push_str("  ");
        }
        self.body.push_str(s);
        self.body.push('\n');
    }

    pub(crate) fn assign(&mut self, rhs: &str) -> String {
        let n = self.fresh();
        self.line(&format!("{n} = {rhs}"));
        n
    }

    pub(crate) fn index(&mut self, c: i64) -> String {
        if let Some(n) = self.index_consts.get(&c) {
            return n.clone();
        }
        let n = format!("%c{}", if c < 0 { format!("m{}", -c) } else { c.to_string() });
        writeln!(self.prologue, "    {n} = arith.constant {c} : index").unwrap();
        self.index_consts.insert(c, n.clone());
        n
    }

    pub(crate) fn alloca(&mut self, ty: &Type) -> String {
        if self.simt.is_some() {
            return self.smem_alloc(ty);
        }
        self.next += 1;
        let n = format!("%buf{}", self.next);
        let s = ty.dtype.scalar().map(|s| s.mem_bytes() as i64).unwrap_or(8);
        self.stack_bytes += ty.numel() * s;
        writeln!(self.prologue, "    {n} = memref.alloca() {{alignment = 64 : i64}} : {}", memref_type(ty)).unwrap();
        n
    }

    pub(crate) fn constant(&mut self, c: Const, s: Scalar) -> String {
        self.assign(&format!("arith.constant {}", const_attr(c, s)))
    }

    /// Open loops over `shape`; returns the induction variables.
    pub(crate) fn open_loops(&mut self, shape: &[i64]) -> Vec<String> {
        let mut ivs = vec![];
        let c0 = self.index(0);
        let c1 = self.index(1);
        for d in shape {
            let ub = self.index(*d);
            let iv = self.fresh();
            self.line(&format!("scf.for {iv} = {c0} to {ub} step {c1} {{"));
            self.indent += 1;
            ivs.push(iv);
        }
        self.memo.push(HashMap::new());
        ivs
    }

    pub(crate) fn close_loops(&mut self, n: usize) {
        self.memo.pop();
        for _ in 0..n {
            self.indent -= 1;
            self.line("}");
        }
    }

    // ---------- ops ----------

    fn block(&mut self, b: &'f Block) -> Result<(), String> {
        let last_use = if self.simt.is_some() && self.loop_depth == 0 { self.last_uses(b) } else { HashMap::new() };
        // Values past their last user that may still own a tile: lazy ones can be put in
        // shared memory later, by a consumer evaluated after their users.
        let mut pending: Vec<ValueId> = vec![];
        for (i, op) in b.ops.iter().enumerate() {
            self.op(op, b, i)?;
            pending.extend(last_use.get(&i).into_iter().flatten());
            pending.retain(|v| match self.vals.get(v) {
                Some(Lowered::Buffer(_)) => !self.free_if_dead(*v, b, i),
                Some(Lowered::Lazy) => true,
                _ => false,
            });
        }
        Ok(())
    }

    /// A loop's body (or a while's condition block): no shared memory is reused inside it.
    fn loop_block(&mut self, b: &'f Block) -> Result<(), String> {
        self.loop_depth += 1;
        let r = self.block(b);
        self.loop_depth -= 1;
        r
    }

    /// Free the shared-memory tile `name` of `v` unless another value names it too.
    fn free_tile_unless_shared(&mut self, v: ValueId, name: &str, off: i64) {
        let shared = self.vals.iter().any(|(w, l)| *w != v && matches!(l, Lowered::Buffer(n) if n == name));
        if !shared {
            self.smem.free(off);
        }
    }

    /// The values defined in `b`, by the index of the op that uses them last (not the block's
    /// terminator: its owner reads them after the block).
    fn last_uses(&self, b: &Block) -> HashMap<usize, Vec<ValueId>> {
        let mut out: HashMap<usize, Vec<ValueId>> = HashMap::new();
        let end = b.ops.len().saturating_sub(1);
        for v in b.ops.iter().flat_map(|o| o.results.iter()) {
            if let Some(&last) = self.uses.get(*v).users.iter().max() {
                if last < end || !matches!(b.ops[end].kind, OpKind::Yield(_) | OpKind::Condition(..)) {
                    out.entry(last).or_default().push(*v);
                }
            }
        }
        out
    }

    /// Release `v`'s shared-memory tile once nothing can read it after op `i` of `b`: every
    /// user is lowered, and those lowered lazily (evaluated where their own users read them)
    /// are dead too; and no other value names the same tile.
    fn free_if_dead(&mut self, v: ValueId, b: &Block, i: usize) -> bool {
        let Some(Lowered::Buffer(name)) = self.vals.get(&v) else { return false };
        let Some(&off) = self.smem_names.get(name) else { return true };
        fn dead(l: &HostLowering, v: ValueId, b: &Block, i: usize, depth: usize) -> bool {
            let users = l.uses.get(v).users;
            depth < 8
                && users.iter().all(|&u| {
                    u <= i
                        && b.ops[u].results.iter().all(|r| match l.vals.get(r) {
                            Some(Lowered::Lazy) => dead(l, *r, b, i, depth + 1),
                            _ => true,
                        })
                })
        }
        if !dead(self, v, b, i, 0) {
            return false;
        }
        let name = name.clone();
        self.free_tile_unless_shared(v, &name, off);
        true
    }

    fn op(&mut self, op: &'f Op, block: &'f Block, index: usize) -> Result<(), String> {
        use OpKind::*;
        // Side effects: evaluate pending lazy loads whose consumer comes later, so loads keep
        // their order relative to stores.
        if matches!(
            op.kind,
            Store { .. } | Atomic { .. } | Barrier | Print { .. } | For { .. } | If { .. } | While { .. }
        ) {
            self.flush_lazy_loads(block, index)?;
        }
        match &op.kind {
            Yield(_) | Condition(..) => return Ok(()), // handled by the owning op
            Store { ptr, value, mask } => {
                self.flush_remapped_loads(*ptr, *value)?;
                return self.store(*ptr, *value, *mask);
            }
            Atomic { .. } => return self.atomic(op),
            Barrier => {
                self.sync();
                return Ok(());
            }
            Print { prefix, hex, args } => return self.print_op(prefix, *hex, args),
            MakeTensorMap { .. } => {
                let map = self.make_tensor_map(op)?;
                self.vals.insert(op.results[0], Lowered::Scalar(map));
                return Ok(());
            }
            For { .. } => return self.for_op(op),
            If { .. } => return self.if_op(op),
            While { .. } => return self.while_op(op),
            _ => {}
        }
        let r = op.results[0];
        let ty = self.f.ty(r);
        if !ty.is_tensor() {
            let s = self.scalar_op(op)?;
            self.vals.insert(r, Lowered::Scalar(s));
            return Ok(());
        }
        match &op.kind {
            Reduce { input, axis, kind } if self.simt.is_some() => {
                let l = self.simt_reduce(r, *input, *axis, *kind)?;
                self.vals.insert(r, l);
                self.note_reg_site(r);
            }
            Dot { a, b, acc, tf32 } if self.simt.is_some() => {
                let l = self.simt_dot(r, *a, *b, *acc, *tf32)?;
                self.vals.insert(r, l);
                self.note_reg_site(r);
            }
            Reduce { input, axis, kind } => {
                let buf = self.reduce(r, *input, *axis, *kind)?;
                self.vals.insert(r, Lowered::Buffer(buf));
            }
            Dot { a, b, acc, .. } => {
                let buf = self.dot(r, *a, *b, *acc)?;
                self.vals.insert(r, Lowered::Buffer(buf));
            }
            Scan { input, axis, kind, reverse } => {
                let buf = self.scan(r, *input, *axis, *kind, *reverse)?;
                self.vals.insert(r, Lowered::Buffer(buf));
            }
            DescriptorLoad { desc, offsets, .. } if self.simt.as_ref().is_some_and(|s| s.musa.is_some()) => {
                let buf = self.tme_load(r, desc, offsets)?;
                self.vals.insert(r, Lowered::Buffer(buf));
            }
            DescriptorLoad { .. } => {
                return Err("internal: a descriptor read for a tensor-memory engine on a target without one".into())
            }
            _ => {
                self.vals.insert(r, Lowered::Lazy);
                if self.plans.get(&r) == Some(&Plan::Materialise) {
                    let l = self.materialise_value(r)?;
                    self.vals.insert(r, l);
                    self.note_reg_site(r);
                }
            }
        }
        Ok(())
    }

    /// Lazy loads under a store's value that it reads at other indices than it writes
    /// (through a broadcast, transpose, reshape, ...) and whose memory the store may write:
    /// evaluated first, since the store's loop would otherwise read elements it already wrote.
    fn flush_remapped_loads(&mut self, store_ptr: ValueId, value: ValueId) -> Result<(), String> {
        let mut found = vec![];
        self.remapped_lazy_loads(value, false, &mut found, 0);
        let target = self.ptr_root(store_ptr, 0);
        for l in found {
            let Some(OpKind::Load { ptr, .. }) = self.defs.get(&l).map(|o| &o.kind) else { continue };
            let (a, b) = (self.ptr_root(*ptr, 0), target);
            let may_alias = a.is_none() || b.is_none() || a == b;
            if may_alias && matches!(self.vals.get(&l), Some(Lowered::Lazy)) {
                let lowered = self.materialise_value(l)?;
                self.vals.insert(l, lowered);
                self.note_reg_site(l);
            }
        }
        Ok(())
    }

    fn remapped_lazy_loads(&self, v: ValueId, remapped: bool, out: &mut Vec<ValueId>, depth: usize) {
        if depth > 64 || !matches!(self.vals.get(&v), Some(Lowered::Lazy)) {
            return;
        }
        let Some(op) = self.defs.get(&v) else { return };
        use OpKind::*;
        match &op.kind {
            Load { .. } if remapped => out.push(v),
            Load { .. } => {}
            Broadcast(_) | ExpandDims(..) | Reshape(_) | Permute(..) | Join(..) | SplitPart(..) | Cat(..) => {
                for x in op.kind.operands() {
                    self.remapped_lazy_loads(x, true, out, depth + 1);
                }
            }
            _ => {
                for x in op.kind.operands() {
                    self.remapped_lazy_loads(x, remapped, out, depth + 1);
                }
            }
        }
    }

    /// The kernel parameter a pointer (tile) is computed from, when it is one.
    fn ptr_root(&self, v: ValueId, depth: usize) -> Option<ValueId> {
        use OpKind::*;
        match &self.defs.get(&v)?.kind {
            Param(_) => Some(v),
            _ if depth > 64 => None,
            AddPtr(p, _) | Splat(p) | Broadcast(p) | ExpandDims(p, _) | Reshape(p) | Permute(p, _) => {
                self.ptr_root(*p, depth + 1)
            }
            Select(_, a, b) => {
                let (x, y) = (self.ptr_root(*a, depth + 1), self.ptr_root(*b, depth + 1));
                (x == y).then_some(x).flatten()
            }
            _ => None,
        }
    }

    fn flush_lazy_loads(&mut self, block: &'f Block, index: usize) -> Result<(), String> {
        let mut to_flush = vec![];
        for (i, op) in block.ops[..index].iter().enumerate() {
            let _ = i;
            if let OpKind::Load { .. } = op.kind {
                let r = op.results[0];
                if matches!(self.vals.get(&r), Some(Lowered::Lazy)) && self.final_consumer(r) != Some(index) {
                    // Only loads still to be read after this op.
                    if self.final_consumer(r).is_some_and(|c| c > index) {
                        to_flush.push(r);
                    }
                }
            }
        }
        for r in to_flush {
            let l = self.materialise_value(r)?;
            self.vals.insert(r, l);
            self.note_reg_site(r);
        }
        Ok(())
    }

    /// The op (index in the defining block) that finally evaluates a lazy value.
    fn final_consumer(&self, v: ValueId) -> Option<usize> {
        let mut cur = v;
        for _ in 0..256 {
            let u = self.uses.get(cur);
            if u.users.len() != 1 {
                return u.users.iter().copied().min();
            }
            let user = u.users[0];
            let (blk, _) = self.uses.def[&cur];
            // Follow through lazy elementwise users defined in the same block.
            let next = self.defs.values().find(|op| {
                op.results.len() == 1
                    && self.uses.def.get(&op.results[0]) == Some(&(blk, user))
                    && self.f.ty(op.results[0]).is_tensor()
                    && self.plans.get(&op.results[0]) == Some(&Plan::Lazy)
            });
            match next {
                Some(op) => cur = op.results[0],
                None => return Some(user),
            }
        }
        None
    }

    /// Run `f` for every element of a tile of `shape` that this thread owns: all of them on the
    /// host (a loop nest), a distributed share of them on SIMT targets.
    pub(crate) fn each_element(
        &mut self,
        shape: &[i64],
        vec: u32,
        mut f: impl FnMut(&mut Self, &[String]) -> Result<(), String>,
    ) -> Result<(), String> {
        if self.simt.is_some() {
            return self.simt_each_element(shape, vec, &mut f);
        }
        let ivs = self.open_loops(shape);
        let r = f(self, &ivs);
        self.close_loops(ivs.len());
        r
    }

    /// Evaluate a tile once: into the thread's registers where the SIMT distribution allows it,
    /// otherwise into a buffer.
    fn materialise_value(&mut self, v: ValueId) -> Result<Lowered, String> {
        let ty = self.f.ty(v).clone();
        // Element-wise over an accumulator tile: evaluated slot by slot in its layout.
        if let Some(layout) = self.frag_layout_of(v, 0) {
            // computed from settled slots (an unsettled operand is waited for when read)
            self.settled_frags.insert(v);
            return Ok(Lowered::Frag(self.frag_vals(v, layout)?, layout));
        }
        if let Some(layout) = self.row_layout_of(v, 0) {
            return Ok(Lowered::Rows(self.row_vals(v, layout)?, layout));
        }
        if self.regs_allowed(v, &ty) {
            return self.eval_regs(v, &ty);
        }
        Ok(Lowered::Buffer(self.materialise(v)?))
    }

    /// Evaluate `v` into a buffer (from registers too: they share the natural distribution).
    fn materialise(&mut self, v: ValueId) -> Result<String, String> {
        let ty = self.f.ty(v).clone();
        let buf = self.alloca(&ty);
        if let (Some(_), Some(x)) = (&self.simt, self.transposed_source(v)) {
            // trans(x): x in its own order (its loads contiguous), written transposed.
            let xty = self.f.ty(x).clone();
            let vec = self.natural_vec(&xty);
            self.each_element(&xty.shape, vec, |l, idx| {
                let t = [idx[1].clone(), idx[0].clone()];
                let e = l.elem(v, &t)?;
                l.store_elem(&e, &buf, &t, &ty);
                Ok(())
            })?;
            self.sync();
            return Ok(buf);
        }
        let vec = self.natural_vec(&ty);
        self.each_element(&ty.shape, vec, |l, idx| {
            let e = l.elem(v, idx)?;
            l.store_elem(&e, &buf, idx, &ty);
            Ok(())
        })?;
        self.sync();
        Ok(buf)
    }

    /// Remember that `v`'s registers (if it is a register tile) are all defined here.
    pub(crate) fn note_reg_site(&mut self, v: ValueId) {
        let settled_frag = matches!(self.vals.get(&v), Some(Lowered::Frag(..))) && self.settled_frags.contains(&v);
        if settled_frag || matches!(self.vals.get(&v), Some(Lowered::Regs { .. } | Lowered::Rows(..))) {
            let site = RegSite { pos: self.body.len(), indent: self.indent, smem_event: self.smem.now() };
            self.reg_sites.insert(v, site);
        }
    }

    /// A register tile (or a settled accumulator fragment) read outside the thread's own
    /// elements: its registers are written to a shared-memory tile where they were defined
    /// (between two barriers, so that every reader of the memory it takes has finished and
    /// every writer has written), and it is read from there from now on. The conversion is
    /// spliced into the text already emitted; it takes memory that no block live since then
    /// uses. False where no site was recorded.
    pub(crate) fn convert_to_shared(&mut self, v: ValueId) -> Result<bool, String> {
        let lowered = match self.vals.get(&v) {
            Some(l @ (Lowered::Regs { .. } | Lowered::Frag(..) | Lowered::Rows(..))) => l.clone(),
            _ => return Ok(false),
        };
        // The site stays: a loop that placed the buffer in its own shared memory gives the
        // tile its registers back when it ends (`release_loop_smem`), and a later read
        // outside the slots converts it again there.
        let Some(site) = self.reg_sites.get(&v).cloned() else { return Ok(false) };
        let ty = self.f.ty(v).clone();
        let saved_body = std::mem::take(&mut self.body);
        let saved_indent = std::mem::replace(&mut self.indent, site.indent);
        let saved_slot = self.slot.take();
        let saved_group = self.group.take();
        let saved_frag_slot = self.frag_slot.take();
        self.memo.push(HashMap::new());
        // A tile defined before the enclosing loop is stored there once: no write of the
        // loop's iterations (which would end each with a barrier, `write_carried`).
        let before_loop = self.loop_body_starts.last().is_some_and(|&start| site.pos < start);
        let writes = self.smem_writes;
        let eb = ty.dtype.scalar().map(|s| s.mem_bytes() as i64).unwrap_or(8);
        let off = self.smem.reserve_since(ty.numel() * eb, 16, site.smem_event);
        let buf = self.smem_at(off);
        self.barrier_here();
        let r = match &lowered {
            Lowered::Regs { shape, vec, .. } => self.each_element(shape, *vec, |l, idx| {
                let e = l.elem(v, idx)?;
                l.store_elem(&e, &buf, idx, &ty);
                Ok(())
            }),
            Lowered::Frag(vals, layout) => {
                self.frag_into(vals, *layout, &ty, &buf);
                Ok(())
            }
            Lowered::Rows(vals, layout) => {
                self.rows_into(vals, *layout, &ty, &buf);
                Ok(())
            }
            _ => unreachable!("matched above"),
        };
        self.barrier_here();
        self.memo.pop();
        self.slot = saved_slot;
        self.group = saved_group;
        self.frag_slot = saved_frag_slot;
        self.indent = saved_indent;
        let text = std::mem::replace(&mut self.body, saved_body);
        r?;
        self.body.insert_str(site.pos, &text);
        for s in self.reg_sites.values_mut() {
            if s.pos >= site.pos {
                s.pos += text.len();
            }
        }
        for start in self.loop_body_starts.iter_mut() {
            if *start >= site.pos {
                *start += text.len();
            }
        }
        if before_loop {
            self.smem_writes = writes;
        }
        self.vals.insert(v, Lowered::Buffer(buf));
        Ok(true)
    }

    /// Element `idx` of a tile read outside the thread's own slots: from shared memory after
    /// converting it there (`convert_to_shared`), else the kernel is lowered again with it
    /// there (`lower_full`).
    pub(crate) fn out_of_slot_elem(&mut self, v: ValueId, idx: &[String]) -> Result<String, String> {
        if self.convert_to_shared(v)? {
            return self.elem(v, idx);
        }
        Err(format!("{}{}", crate::simt::REG_CONFLICT, v.0))
    }

    /// A barrier that leaves the allocator's record of fenced memory alone (it is not placed at
    /// the end of the text).
    fn barrier_here(&mut self) {
        let Some(info) = &self.simt else { return };
        let b = info.barrier.clone();
        self.line(&format!("llvm.call @{b}() : () -> ()"));
        self.intrinsics.insert(b, "() -> ()".into());
    }

    /// Store one element into a tile buffer (pointers are kept as i64 in buffers).
    pub(crate) fn store_elem(&mut self, e: &str, buf: &str, ivs: &[String], ty: &Type) {
        let e = if ty.dtype.is_ptr() {
            let pt = self.ptr_ty.clone();
            self.assign(&format!("llvm.ptrtoint {e} : {pt} to i64"))
        } else {
            e.to_string()
        };
        if self.simt.is_some() {
            let p = self.smem_elem_ptr(buf, ivs, ty);
            let t = memref_elem(ty);
            self.line(&format!("llvm.store {e}, {p} : {t}, !llvm.ptr<3>"));
            self.smem_writes += 1;
            return;
        }
        self.line(&format!("memref.store {e}, {buf}[{}] : {}", ivs.join(", "), memref_type(ty)));
    }

    /// Count a shared-memory store emitted outside `store_elem`.
    pub(crate) fn note_smem_write(&mut self) {
        self.smem_writes += 1;
    }

    /// Load one element of a tile buffer, as stored (pointers as i64).
    pub(crate) fn buf_load_raw(&mut self, buf: &str, ivs: &[String], ty: &Type) -> String {
        if self.simt.is_some() {
            let p = self.smem_elem_ptr(buf, ivs, ty);
            let t = memref_elem(ty);
            return self.assign(&format!("llvm.load {p} : !llvm.ptr<3> -> {t}"));
        }
        self.assign(&format!("memref.load {buf}[{}] : {}", ivs.join(", "), memref_type(ty)))
    }

    /// Threads wait for each other's buffer writes (no-op on the host).
    pub(crate) fn sync(&mut self) {
        if self.simt.is_some() {
            self.smem.fenced();
            self.barrier_here();
        }
    }

    fn store(&mut self, ptr: ValueId, value: ValueId, mask: Option<ValueId>) -> Result<(), String> {
        // A value computed element-wise from an accumulator (`acc.to(tl.float16)`) is evaluated
        // in the accumulator's slots and staged in shared memory as what is stored (half the
        // bytes of staging the f32 accumulator and converting each element after).
        if self.simt.is_some() && matches!(self.vals.get(&value), Some(Lowered::Lazy | Lowered::Frag(..))) {
            if let Some(layout) = self.frag_layout_of(value, 0) {
                let vty = self.f.ty(value).clone();
                let vals = self.frag_vals(value, layout)?;
                let b = self.frag_to_staging(&vals, layout, &vty)?;
                self.vals.insert(value, Lowered::Buffer(b));
            }
        }
        let ty = self.f.ty(ptr).clone();
        let elem = ty.dtype.pointee().unwrap().clone();
        // In the tiles' distribution, so register tiles are read where they are; the group's
        // elements are then stored by as few vector stores as the address facts allow. Where
        // those allow narrower stores than the distribution's groups and nothing stored lives in
        // registers, each thread takes groups of the store's width instead: neighbouring threads
        // then write neighbouring elements (a warp's scalar stores fill whole sectors, where
        // each thread's run of scalar stores would touch a sector per thread).
        let mut vec = self.natural_vec(&ty);
        if self.simt.is_some() {
            let width = self.access_vec(ptr, mask, &ty);
            let mut seen = HashSet::new();
            if width < vec
                && [Some(ptr), Some(value), mask].into_iter().flatten().all(|v| self.index_free(v, 0, &mut seen))
            {
                vec = width;
            }
        }
        let pt = self.ptr_ty.clone();
        self.each_element(&ty.shape, vec, |l, idx| {
            if l.try_vector_store(ptr, value, mask, idx)? {
                return Ok(());
            }
            let p = l.elem(ptr, idx)?;
            let v = l.elem(value, idx)?;
            let mut close = 0;
            if let Some(m) = mask {
                let m = l.elem(m, idx)?;
                l.line(&format!("scf.if {m} {{"));
                l.indent += 1;
                close = 1;
            }
            let (v, mt) = if elem.is_bool() {
                (l.assign(&format!("arith.extui {v} : i1 to i8")), "i8".to_string())
            } else {
                (v, l.ety(&elem))
            };
            l.line(&format!("llvm.store {v}, {p} : {mt}, {pt}"));
            for _ in 0..close {
                l.indent -= 1;
                l.line("}");
            }
            Ok(())
        })
    }

    /// `v` can be read at any index without a conversion: scalars, shared-memory tiles and what
    /// index arithmetic builds from them (no loads, no register tiles). `seen` holds the values
    /// already found so (each value is walked once, however often the expression reuses it).
    fn index_free(&self, v: ValueId, depth: usize, seen: &mut HashSet<ValueId>) -> bool {
        if seen.contains(&v) {
            return true;
        }
        let free = match self.vals.get(&v) {
            Some(Lowered::Scalar(_)) | Some(Lowered::Buffer(_)) => true,
            Some(Lowered::Lazy) if depth < 32 => {
                use OpKind::*;
                let op = self.defs[&v];
                matches!(
                    op.kind,
                    Const(_)
                        | Param(_)
                        | Arange(..)
                        | Splat(_)
                        | Broadcast(_)
                        | ExpandDims(..)
                        | Bin(..)
                        | Cmp(..)
                        | Un(..)
                        | Cast(_)
                        | Bitcast(_)
                        | Select(..)
                        | Fma(..)
                        | AddPtr(..)
                ) && op.kind.operands().iter().all(|o| self.index_free(*o, depth + 1, seen))
            }
            _ => false,
        };
        if free {
            seen.insert(v);
        }
        free
    }

    fn scalar_op(&mut self, op: &'f Op) -> Result<String, String> {
        use OpKind::*;
        let r = op.results[0];
        let ty = self.f.ty(r).clone();
        Ok(match &op.kind {
            Const(c) => self.constant(*c, ty.dtype.scalar().unwrap()),
            Param(i) if self.simt.is_some() => {
                if ty.dtype.is_bool() {
                    let z = self.assign("arith.constant 0 : i8");
                    self.assign(&format!("arith.cmpi ne, %a{i}, {z} : i8"))
                } else {
                    format!("%a{i}")
                }
            }
            Param(i) => {
                let p = self.assign(&format!("llvm.getelementptr {KERNEL_ARGS}[{i}] : (!llvm.ptr) -> !llvm.ptr, i64"));
                if ty.dtype.is_bool() {
                    let b = self.assign(&format!("llvm.load {p} : !llvm.ptr -> i8"));
                    let z = self.assign("arith.constant 0 : i8");
                    self.assign(&format!("arith.cmpi ne, {b}, {z} : i8"))
                } else {
                    self.assign(&format!("llvm.load {p} : !llvm.ptr -> {}", elem_type(&ty.dtype)))
                }
            }
            ProgramId(a) => format!("%pid{a}"),
            NumPrograms(a) => format!("%nprog{a}"),
            Reduce { input, axis, kind } if self.simt.is_some() => match self.simt_reduce(r, *input, *axis, *kind)? {
                Lowered::Scalar(s) => s,
                _ => return Err("internal: scalar reduction produced a tile".into()),
            },
            Reduce { input, kind, .. } => self.reduce_to_scalar(r, *input, *kind)?,
            _ => self.elem_of_op(op, r, &[])?,
        })
    }

    /// The element of `v` at index `idx` (index-typed SSA names), as a scalar SSA value.
    pub(crate) fn elem(&mut self, v: ValueId, idx: &[String]) -> Result<String, String> {
        match self.vals.get(&v).cloned() {
            Some(Lowered::Scalar(s)) => Ok(s),
            Some(Lowered::Buffer(b)) => {
                let key = (v, idx.to_vec());
                if let Some(s) = self.memo_get(&key) {
                    return Ok(s);
                }
                let ty = self.f.ty(v).clone();
                let mut s = self.buf_load_raw(&b, idx, &ty);
                if ty.dtype.is_ptr() {
                    let pt = self.ptr_ty.clone();
                    s = self.assign(&format!("llvm.inttoptr {s} : i64 to {pt}"));
                }
                self.memo.last_mut().unwrap().insert(key, s.clone());
                Ok(s)
            }
            Some(Lowered::Lazy) => {
                let key = (v, idx.to_vec());
                if let Some(s) = self.memo_get(&key) {
                    return Ok(s);
                }
                let op = self.defs[&v];
                let s = self.elem_of_op(op, v, idx)?;
                self.memo.last_mut().unwrap().insert(key, s.clone());
                Ok(s)
            }
            Some(Lowered::Regs { shape, vec, vals }) => self.reg_elem(v, &shape, vec, &vals, idx),
            // A fragment an MMA may still write: waited for first.
            Some(Lowered::Frag(..)) if self.unsettled.contains(&v) => {
                self.settle_unsettled();
                self.elem(v, idx)
            }
            Some(Lowered::Frag(vals, _)) => {
                if let Some((pos, k, _)) = &self.frag_slot {
                    if pos.as_slice() == idx {
                        return Ok(vals[*k].clone());
                    }
                }
                self.out_of_slot_elem(v, idx)
            }
            // Readable at the row of the accumulator slot or row slot being evaluated.
            Some(Lowered::Rows(vals, l)) => {
                if let Some((pos, k, fl)) = &self.frag_slot {
                    if idx.len() == 1 && pos[0] == idx[0] && crate::mma::rows_compatible(&l, *fl) {
                        return Ok(vals[crate::mma::row_of_slot(*fl, *k)].clone());
                    }
                }
                if let Some((row, r)) = &self.row_slot {
                    if idx.len() == 1 && *row == idx[0] {
                        return Ok(vals[*r].clone());
                    }
                }
                self.out_of_slot_elem(v, idx)
            }
            Some(Lowered::Staged) => {
                let key = (v, idx.to_vec());
                if let Some(s) = self.memo_get(&key) {
                    return Ok(s);
                }
                let s = self
                    .ring_vector_elem(v, idx)
                    .ok_or_else(|| format!("internal: tile {v} lives in an async-copy stage"))?;
                self.memo.last_mut().unwrap().insert(key, s.clone());
                Ok(s)
            }
            None => Err(format!("internal: value {v} used before it was lowered")),
        }
    }

    /// `elem(v, idx)` with the current vector group seen in `v`'s indices (so that a load
    /// under a broadcast or expand_dims is still one vector access per group).
    fn elem_in_group(&mut self, v: ValueId, idx: &[String], group: Option<Vec<Vec<String>>>) -> Result<String, String> {
        let saved = std::mem::replace(&mut self.group, group);
        let r = self.elem(v, idx);
        self.group = saved;
        r
    }

    pub(crate) fn memo_get(&self, key: &(ValueId, Vec<String>)) -> Option<String> {
        self.memo.iter().rev().find_map(|m| m.get(key).cloned())
    }

    pub(crate) fn elem_of_op(&mut self, op: &'f Op, r: ValueId, idx: &[String]) -> Result<String, String> {
        use OpKind::*;
        let ty = self.f.ty(r).clone();
        Ok(match &op.kind {
            Arange(s, _) => {
                let i = self.assign(&format!("arith.index_cast {} : index to i32", idx[0]));
                if *s == 0 {
                    i
                } else {
                    let c = self.constant(tm_frontend::tile_ir::Const::Int(*s), Scalar::I32);
                    self.assign(&format!("arith.addi {i}, {c} : i32"))
                }
            }
            Splat(a) => self.elem(*a, &[])?,
            Broadcast(a) => {
                let src = self.f.ty(*a).shape.clone();
                let c0 = self.index(0);
                let map = |i: &[String]| -> Vec<String> {
                    src.iter().zip(i).map(|(d, x)| if *d == 1 { c0.clone() } else { x.clone() }).collect()
                };
                let sidx = map(idx);
                if src.last() == Some(&1) {
                    self.elem(*a, &sidx)?
                } else {
                    // The operand's elements of this vector group, in its own indices.
                    let group = self.group.as_ref().map(|g| g.iter().map(|gi| map(gi)).collect());
                    self.elem_in_group(*a, &sidx, group)?
                }
            }
            ExpandDims(a, ax) => {
                let drop = |i: &[String]| -> Vec<String> {
                    let mut s = i.to_vec();
                    s.remove(*ax);
                    s
                };
                let sidx = drop(idx);
                if *ax + 1 == idx.len() {
                    self.elem(*a, &sidx)?
                } else {
                    let group = self.group.as_ref().map(|g| g.iter().map(|gi| drop(gi)).collect());
                    self.elem_in_group(*a, &sidx, group)?
                }
            }
            Reshape(a) => {
                let src = self.f.ty(*a).shape.clone();
                let sidx = self.reshape_index(&ty.shape, &src, idx);
                self.elem(*a, &sidx)?
            }
            Permute(a, perm) => {
                let mut sidx = vec![String::new(); perm.len()];
                for (i, p) in perm.iter().enumerate() {
                    sidx[*p] = idx[i].clone();
                }
                self.elem(*a, &sidx)?
            }
            Bin(o, a, b) => {
                let x = self.elem(*a, idx)?;
                let y = self.elem(*b, idx)?;
                let s = self.f.ty(*a).dtype.scalar().unwrap();
                self.binary(*o, &x, &y, s)
            }
            Join(a, b) => {
                let (k, sub) = idx.split_last().ok_or("internal: join of a scalar")?;
                let x = self.elem_in_group(*a, sub, None)?;
                let y = self.elem_in_group(*b, sub, None)?;
                let c0 = self.index(0);
                let first = self.assign(&format!("arith.cmpi eq, {k}, {c0} : index"));
                let t = self.ety(&ty.dtype);
                self.assign(&format!("arith.select {first}, {x}, {y} : {t}"))
            }
            SplitPart(a, k) => {
                let mut sidx = idx.to_vec();
                sidx.push(self.index(*k as i64));
                self.elem_in_group(*a, &sidx, None)?
            }
            Cat(a, b) => {
                // Both sides read at an index inside their own tile; the select keeps one.
                let n = self.f.ty(*a).shape[0];
                let (c0, cn) = (self.index(0), self.index(n));
                let lt = self.assign(&format!("arith.cmpi ult, {}, {cn} : index", idx[0]));
                let ia = self.assign(&format!("arith.select {lt}, {}, {c0} : index", idx[0]));
                let shifted = self.assign(&format!("arith.subi {}, {cn} : index", idx[0]));
                let ib = self.assign(&format!("arith.select {lt}, {c0}, {shifted} : index"));
                let (mut sa, mut sb) = (idx.to_vec(), idx.to_vec());
                sa[0] = ia;
                sb[0] = ib;
                let x = self.elem_in_group(*a, &sa, None)?;
                let y = self.elem_in_group(*b, &sb, None)?;
                let t = self.ety(&ty.dtype);
                self.assign(&format!("arith.select {lt}, {x}, {y} : {t}"))
            }
            Cmp(o, a, b) => {
                let x = self.elem(*a, idx)?;
                let y = self.elem(*b, idx)?;
                let s = self.f.ty(*a).dtype.scalar().unwrap_or(Scalar::I64);
                let pred = cmp_pred(*o, s);
                let t = scalar_type(s);
                if s.is_float() {
                    self.assign(&format!("arith.cmpf {pred}, {x}, {y} : {t}"))
                } else {
                    self.assign(&format!("arith.cmpi {pred}, {x}, {y} : {t}"))
                }
            }
            Un(o, a) => {
                let x = self.elem(*a, idx)?;
                let s = self.f.ty(*a).dtype.scalar().unwrap();
                self.unary(*o, &x, s)
            }
            Cast(a) if ty.dtype.is_ptr() => {
                let x = self.elem(*a, idx)?;
                let pt = self.ptr_ty.clone();
                let from = scalar_type(self.f.ty(*a).dtype.scalar().unwrap_or(Scalar::I64));
                self.assign(&format!("llvm.inttoptr {x} : {from} to {pt}"))
            }
            Cast(a) if self.f.ty(*a).dtype.is_ptr() => {
                let x = self.elem(*a, idx)?;
                let pt = self.ptr_ty.clone();
                let to = scalar_type(ty.dtype.scalar().unwrap_or(Scalar::I64));
                self.assign(&format!("llvm.ptrtoint {x} : {pt} to {to}"))
            }
            Cast(a) => {
                let x = self.elem(*a, idx)?;
                let from = self.f.ty(*a).dtype.scalar().unwrap();
                let to = ty.dtype.scalar().unwrap();
                self.cast(&x, from, to)
            }
            Bitcast(a) => {
                let x = self.elem(*a, idx)?;
                if ty.dtype.is_ptr() {
                    x
                } else {
                    let from = self.ety(&self.f.ty(*a).dtype);
                    let to = self.ety(&ty.dtype);
                    if from == to {
                        x // fp8 and its byte
                    } else {
                        self.assign(&format!("arith.bitcast {x} : {from} to {to}"))
                    }
                }
            }
            Select(c, a, b) => {
                let c = self.elem(*c, idx)?;
                let x = self.elem(*a, idx)?;
                let y = self.elem(*b, idx)?;
                let t = self.ety(&ty.dtype);
                self.assign(&format!("arith.select {c}, {x}, {y} : {t}"))
            }
            Fma(a, b, c) => {
                let x = self.elem(*a, idx)?;
                let y = self.elem(*b, idx)?;
                let z = self.elem(*c, idx)?;
                let s = ty.dtype.scalar().unwrap();
                let (x, y, z) = (self.widen(&x, s), self.widen(&y, s), self.widen(&z, s));
                let w = math_type(s);
                let out = self.assign(&format!("math.fma {x}, {y}, {z} : {w}"));
                self.narrow(&out, s)
            }
            AddPtr(p, o) => {
                let base = self.elem(*p, idx)?;
                let off = self.elem(*o, idx)?;
                let os = self.f.ty(*o).dtype.scalar().unwrap();
                let off = if os.is_unsigned() && os.bits() < 64 {
                    self.assign(&format!("arith.extui {off} : {} to i64", scalar_type(os)))
                } else {
                    off
                };
                let ot = if os.is_unsigned() && os.bits() < 64 { "i64".to_string() } else { scalar_type(os) };
                let et = mem_elem_type(ty.dtype.pointee().unwrap());
                let pt = self.ptr_ty.clone();
                self.assign(&format!("llvm.getelementptr {base}[{off}] : ({pt}, {ot}) -> {pt}, {et}"))
            }
            Load { ptr, mask, other } => {
                if let Some(v) = self.try_vector_load(r, *ptr, *mask, *other, idx)? {
                    return Ok(v);
                }
                let p = self.elem(*ptr, idx)?;
                let elem = ty.dtype.clone();
                let mt = mem_elem_type(&elem);
                match mask {
                    None => self.load_value(&p, &elem, &mt),
                    Some(m) => {
                        let m = self.elem(*m, idx)?;
                        let o = match other {
                            Some(o) => self.elem(*o, idx)?,
                            None => self.constant(tm_frontend::tile_ir::Const::Int(0), elem.scalar().unwrap()),
                        };
                        let t = self.ety(&elem);
                        let res = self.fresh();
                        self.line(&format!("{res} = scf.if {m} -> ({t}) {{"));
                        self.indent += 1;
                        self.memo.push(HashMap::new());
                        let v = self.load_value(&p, &elem, &mt);
                        self.line(&format!("scf.yield {v} : {t}"));
                        self.memo.pop();
                        self.indent -= 1;
                        self.line("} else {");
                        self.line(&format!("  scf.yield {o} : {t}"));
                        self.line("}");
                        res
                    }
                }
            }
            Const(c) => self.constant(*c, ty.dtype.scalar().unwrap()),
            other => return Err(format!("internal: cannot evaluate {other:?} element-wise")),
        })
    }

    pub(crate) fn load_value(&mut self, p: &str, elem: &DType, mt: &str) -> String {
        let pt = self.ptr_ty.clone();
        let v = self.assign(&format!("llvm.load {p} : {pt} -> {mt}"));
        if elem.is_bool() {
            let z = self.assign("arith.constant 0 : i8");
            self.assign(&format!("arith.cmpi ne, {v}, {z} : i8"))
        } else {
            v
        }
    }

    pub(crate) fn reshape_index(&mut self, dst: &[i64], src: &[i64], idx: &[String]) -> Vec<String> {
        let nz_dst: Vec<(usize, i64)> = dst.iter().copied().enumerate().filter(|(_, d)| *d != 1).collect();
        let nz_src: Vec<(usize, i64)> = src.iter().copied().enumerate().filter(|(_, d)| *d != 1).collect();
        let c0 = self.index(0);
        if nz_dst.iter().map(|x| x.1).eq(nz_src.iter().map(|x| x.1)) {
            // Only unit dimensions differ.
            let mut out = vec![c0; src.len()];
            for ((di, _), (si, _)) in nz_dst.iter().zip(&nz_src) {
                out[*si] = idx[*di].clone();
            }
            return out;
        }
        let mut lin = c0.clone();
        let mut stride = 1i64;
        for (d, i) in dst.iter().zip(idx).rev() {
            let s = self.index(stride);
            let t = self.assign(&format!("arith.muli {i}, {s} : index"));
            lin = self.assign(&format!("arith.addi {lin}, {t} : index"));
            stride *= d;
        }
        let mut out = vec![String::new(); src.len()];
        let mut stride = 1i64;
        for (k, d) in src.iter().enumerate().rev() {
            let s = self.index(stride);
            let q = self.assign(&format!("arith.divui {lin}, {s} : index"));
            let n = self.index(*d);
            out[k] = self.assign(&format!("arith.remui {q}, {n} : index"));
            stride *= d;
        }
        out
    }

    /// f16/bf16 math is done in f32.
    pub(crate) fn widen(&mut self, x: &str, s: Scalar) -> String {
        if matches!(s, Scalar::F16 | Scalar::BF16) {
            self.assign(&format!("arith.extf {x} : {} to f32", scalar_type(s)))
        } else {
            x.to_string()
        }
    }

    pub(crate) fn narrow(&mut self, x: &str, s: Scalar) -> String {
        if matches!(s, Scalar::F16 | Scalar::BF16) {
            self.assign(&format!("arith.truncf {x} : f32 to {}", scalar_type(s)))
        } else {
            x.to_string()
        }
    }

    pub(crate) fn binary(&mut self, o: BinOp, x: &str, y: &str, s: Scalar) -> String {
        let t = scalar_type(s);
        if s.is_float() {
            let name = match o {
                BinOp::Add => "arith.addf",
                BinOp::Sub => "arith.subf",
                BinOp::Mul => "arith.mulf",
                BinOp::Div | BinOp::DivRn | BinOp::IDiv => "arith.divf",
                BinOp::Rem => "arith.remf",
                BinOp::Min => "arith.minnumf",
                BinOp::Max => "arith.maxnumf",
                _ => "arith.addf",
            };
            if o == BinOp::Rem && matches!(s, Scalar::F16 | Scalar::BF16) {
                let (a, b) = (self.widen(x, s), self.widen(y, s));
                let r = self.assign(&format!("arith.remf {a}, {b} : f32"));
                return self.narrow(&r, s);
            }
            if o == BinOp::Div && s == Scalar::F32 {
                if let Some(rcp) = self.simt.as_ref().and_then(|i| i.fast_rcp_f32.clone()) {
                    // x * rcp(y), both scaled by 1/4 when |y| > 2^126 so the reciprocal stays
                    // normal: the full-range fast division (PTX div.full.f32's method), in
                    // plain ops the optimiser sees through (inline asm would block it).
                    let ay = self.assign(&format!("math.absf {y} : f32"));
                    let lim = self.assign("arith.constant 0x7E800000 : f32");
                    let big = self.assign(&format!("arith.cmpf ogt, {ay}, {lim} : f32"));
                    let (q, one) = (self.assign("arith.constant 0.25 : f32"), self.assign("arith.constant 1.0 : f32"));
                    let sc = self.assign(&format!("arith.select {big}, {q}, {one} : f32"));
                    let ys = self.assign(&format!("arith.mulf {y}, {sc} : f32"));
                    let xs = self.assign(&format!("arith.mulf {x}, {sc} : f32"));
                    let r = self.call(&rcp, &[ys], &["f32"], "f32");
                    return self.assign(&format!("arith.mulf {xs}, {r} : f32"));
                }
            }
            let contract = self.fp_fusion && matches!(o, BinOp::Add | BinOp::Sub | BinOp::Mul);
            return self.assign(&format!("{name} {x}, {y}{} : {t}", if contract { " fastmath<contract>" } else { "" }));
        }
        let u = s.is_unsigned();
        match o {
            BinOp::IDiv | BinOp::Rem => {
                // Guard the divisor so that x/0 and MIN/-1 give a value instead of a CPU trap.
                let zero = self.assign(&format!("arith.constant 0 : {t}"));
                let one = self.assign(&format!("arith.constant 1 : {t}"));
                let is_zero = self.assign(&format!("arith.cmpi eq, {y}, {zero} : {t}"));
                let bad = if u || s == Scalar::I1 {
                    is_zero
                } else {
                    let m1 = self.assign(&format!("arith.constant -1 : {t}"));
                    let min = self.assign(&format!("arith.constant {} : {t}", i64::MIN >> (64 - s.bits())));
                    let a = self.assign(&format!("arith.cmpi eq, {y}, {m1} : {t}"));
                    let b = self.assign(&format!("arith.cmpi eq, {x}, {min} : {t}"));
                    let ab = self.assign(&format!("arith.andi {a}, {b} : i1"));
                    self.assign(&format!("arith.ori {is_zero}, {ab} : i1"))
                };
                let d = self.assign(&format!("arith.select {bad}, {one}, {y} : {t}"));
                let name = match (o, u) {
                    (BinOp::IDiv, false) => "arith.divsi",
                    (BinOp::IDiv, true) => "arith.divui",
                    (_, false) => "arith.remsi",
                    (_, true) => "arith.remui",
                };
                self.assign(&format!("{name} {x}, {d} : {t}"))
            }
            _ => {
                let name = match o {
                    BinOp::Add => "arith.addi",
                    BinOp::Sub => "arith.subi",
                    BinOp::Mul => "arith.muli",
                    BinOp::And => "arith.andi",
                    BinOp::Or => "arith.ori",
                    BinOp::Xor => "arith.xori",
                    BinOp::Shl => "arith.shli",
                    BinOp::Shr => {
                        if u {
                            "arith.shrui"
                        } else {
                            "arith.shrsi"
                        }
                    }
                    BinOp::Min => {
                        if u {
                            "arith.minui"
                        } else {
                            "arith.minsi"
                        }
                    }
                    BinOp::Max => {
                        if u {
                            "arith.maxui"
                        } else {
                            "arith.maxsi"
                        }
                    }
                    _ => "arith.addi",
                };
                self.assign(&format!("{name} {x}, {y} : {t}"))
            }
        }
    }

    pub(crate) fn unary(&mut self, o: UnOp, x: &str, s: Scalar) -> String {
        let t = scalar_type(s);
        match o {
            UnOp::Neg => self.assign(&format!("arith.negf {x} : {t}")),
            UnOp::Not => {
                // an i1 constant is spelled `true`, with no type after it
                let c = if s == Scalar::I1 {
                    self.assign("arith.constant true")
                } else {
                    self.assign(&format!("arith.constant -1 : {t}"))
                };
                self.assign(&format!("arith.xori {x}, {c} : {t}"))
            }
            UnOp::Abs if s.is_int() => self.assign(&format!("math.absi {x} : {t}")),
            _ => {
                let name = match o {
                    UnOp::Exp => "math.exp",
                    UnOp::Exp2 => "math.exp2",
                    UnOp::Log => "math.log",
                    UnOp::Log2 => "math.log2",
                    UnOp::Sqrt => "math.sqrt",
                    UnOp::Rsqrt => "math.rsqrt",
                    UnOp::Sin => "math.sin",
                    UnOp::Cos => "math.cos",
                    UnOp::Tan => "math.tan",
                    UnOp::Tanh => "math.tanh",
                    UnOp::Abs => "math.absf",
                    UnOp::Floor => "math.floor",
                    UnOp::Ceil => "math.ceil",
                    UnOp::Erf => "math.erf",
                    _ => unreachable!(),
                };
                let w = self.widen(x, s);
                if math_type(s) == "f32" {
                    if let Some(r) = self.simt_math(o, &w) {
                        return self.narrow(&r, s);
                    }
                }
                let native = matches!(o, UnOp::Sqrt | UnOp::Abs | UnOp::Floor | UnOp::Ceil);
                if let Some(libm) = self.simt.as_ref().and_then(|i| i.libm.clone()).filter(|_| !native) {
                    let mt = math_type(s);
                    let f = libm.name(o, mt == "f64", &name["math.".len()..]);
                    let r = self.call(&f, &[w], &[&mt], &mt);
                    return self.narrow(&r, s);
                }
                if self.simt.is_some() && !native {
                    self.errors.push(format!("{o:?} on {} is not supported on this GPU target yet", scalar_type(s)));
                }
                let r = self.assign(&format!("{name} {w} : {}", math_type(s)));
                self.narrow(&r, s)
            }
        }
    }

    pub(crate) fn cast(&mut self, x: &str, from: Scalar, to: Scalar) -> String {
        if from == to {
            return x.to_string();
        }
        if from.is_fp8() {
            let h = self.fp8_to_f16(x, from);
            return self.cast(&h, Scalar::F16, to);
        }
        if to.is_fp8() {
            let w = self.cast(x, from, Scalar::F32);
            return self.f32_to_fp8(&w, to);
        }
        let (ft, tt) = (scalar_type(from), scalar_type(to));
        match (from.is_float(), to.is_float()) {
            (true, true) => {
                if from.bits() == to.bits() {
                    // f16 <-> bf16 through f32
                    let w = self.assign(&format!("arith.extf {x} : {ft} to f32"));
                    self.assign(&format!("arith.truncf {w} : f32 to {tt}"))
                } else if from.bits() < to.bits() {
                    self.assign(&format!("arith.extf {x} : {ft} to {tt}"))
                } else {
                    self.assign(&format!("arith.truncf {x} : {ft} to {tt}"))
                }
            }
            (false, true) => {
                let op = if from.is_unsigned() { "arith.uitofp" } else { "arith.sitofp" };
                self.assign(&format!("{op} {x} : {ft} to {tt}"))
            }
            (true, false) => {
                if to == Scalar::I1 {
                    let z = self.assign(&format!("arith.constant 0.0 : {ft}"));
                    return self.assign(&format!("arith.cmpf une, {x}, {z} : {ft}"));
                }
                let op = if to.is_unsigned() { "arith.fptoui" } else { "arith.fptosi" };
                self.assign(&format!("{op} {x} : {ft} to {tt}"))
            }
            (false, false) => {
                if from.bits() == to.bits() {
                    x.to_string()
                } else if to == Scalar::I1 {
                    let z = self.assign(&format!("arith.constant 0 : {ft}"));
                    self.assign(&format!("arith.cmpi ne, {x}, {z} : {ft}"))
                } else if from.bits() > to.bits() {
                    self.assign(&format!("arith.trunci {x} : {ft} to {tt}"))
                } else if from.is_unsigned() {
                    self.assign(&format!("arith.extui {x} : {ft} to {tt}"))
                } else {
                    self.assign(&format!("arith.extsi {x} : {ft} to {tt}"))
                }
            }
        }
    }

    // ---------- reductions ----------

    pub(crate) fn identity(&mut self, kind: ReduceKind, s: Scalar) -> String {
        let t = scalar_type(s);
        let lit = match kind {
            ReduceKind::Sum | ReduceKind::Xor | ReduceKind::Or => {
                if s.is_float() {
                    "0.0".to_string()
                } else if s == Scalar::I1 {
                    "false".into()
                } else {
                    "0".into()
                }
            }
            ReduceKind::And => {
                if s == Scalar::I1 {
                    "true".into()
                } else {
                    "-1".into()
                }
            }
            ReduceKind::Max | ReduceKind::ArgMax => {
                if s.is_float() {
                    float_hex(f64::NEG_INFINITY, s)
                } else if s.is_unsigned() {
                    if s == Scalar::I1 {
                        "false".into()
                    } else {
                        "0".into()
                    }
                } else {
                    (i64::MIN >> (64 - s.bits())).to_string()
                }
            }
            ReduceKind::Min | ReduceKind::ArgMin => {
                if s.is_float() {
                    float_hex(f64::INFINITY, s)
                } else if s.is_unsigned() {
                    if s == Scalar::I1 {
                        "true".into()
                    } else {
                        "-1".into()
                    }
                } else {
                    (i64::MAX >> (64 - s.bits())).to_string()
                }
            }
        };
        if lit == "true" || lit == "false" {
            return self.assign(&format!("arith.constant {lit}"));
        }
        self.assign(&format!("arith.constant {lit} : {t}"))
    }

    /// acc' = combine(acc, x); for arg-reductions also the index.
    pub(crate) fn combine(&mut self, kind: ReduceKind, acc: &str, x: &str, s: Scalar) -> String {
        let t = scalar_type(s);
        match kind {
            ReduceKind::Sum if s.is_float() => self.assign(&format!("arith.addf {acc}, {x} fastmath<reassoc> : {t}")),
            ReduceKind::Sum => self.assign(&format!("arith.addi {acc}, {x} : {t}")),
            ReduceKind::Xor => self.assign(&format!("arith.xori {acc}, {x} : {t}")),
            ReduceKind::Or => self.assign(&format!("arith.ori {acc}, {x} : {t}")),
            ReduceKind::And => self.assign(&format!("arith.andi {acc}, {x} : {t}")),
            // A NaN is skipped, as upstream's maxnum reduction does; with NaNs replaced by the
            // accumulator nnan holds, and nnan/nsz let the loop vectoriser treat it as a reduction.
            // (GPUs' max/min instructions skip a NaN themselves.)
            ReduceKind::Max | ReduceKind::Min if s.is_float() && self.simt.is_some() => {
                let op = if kind == ReduceKind::Max { "maxnumf" } else { "minnumf" };
                self.assign(&format!("arith.{op} {acc}, {x} : {t}"))
            }
            ReduceKind::Max | ReduceKind::Min if s.is_float() => {
                let nan = self.assign(&format!("arith.cmpf uno, {x}, {x} : {t}"));
                let x = self.assign(&format!("arith.select {nan}, {acc}, {x} : {t}"));
                let op = if kind == ReduceKind::Max { "maxnumf" } else { "minnumf" };
                self.assign(&format!("arith.{op} {acc}, {x} fastmath<nnan,nsz> : {t}"))
            }
            ReduceKind::Max => self.binary(BinOp::Max, acc, x, s),
            ReduceKind::Min => self.binary(BinOp::Min, acc, x, s),
            _ => unreachable!(),
        }
    }

    /// Whether `x` replaces `acc` (ties keep the earlier index). For floats this is upstream's
    /// combine, `not (acc > x or acc == x)`: a NaN on either side is taken, as upstream's
    /// `_argmax_combine` does.
    pub(crate) fn better(&mut self, kind: ReduceKind, x: &str, acc: &str, s: Scalar) -> String {
        let o = if kind == ReduceKind::ArgMax { CmpOp::Gt } else { CmpOp::Lt };
        let pred = cmp_pred(o, s);
        let t = scalar_type(s);
        if s.is_float() {
            let pred = if kind == ReduceKind::ArgMax { "ugt" } else { "ult" };
            self.assign(&format!("arith.cmpf {pred}, {x}, {acc} : {t}"))
        } else {
            self.assign(&format!("arith.cmpi {pred}, {x}, {acc} : {t}"))
        }
    }

    pub(crate) fn acc_scalar(kind: ReduceKind, s: Scalar) -> Scalar {
        if kind == ReduceKind::Sum && matches!(s, Scalar::F16 | Scalar::BF16) {
            Scalar::F32
        } else {
            s
        }
    }

    /// Reduction of a whole 1D tile to a scalar: one loop with the accumulator in registers.
    fn reduce_to_scalar(&mut self, r: ValueId, input: ValueId, kind: ReduceKind) -> Result<String, String> {
        let out_s = self.f.ty(r).dtype.scalar().unwrap();
        self.fold_last_axis(input, &[], kind, out_s)
    }

    /// Fold `input` along its last axis at the outer index `outer`: a loop carrying the
    /// accumulator (and, for arg-reductions, the index), converted to `out_s`.
    fn fold_last_axis(
        &mut self,
        input: ValueId,
        outer: &[String],
        kind: ReduceKind,
        out_s: Scalar,
    ) -> Result<String, String> {
        let ity = self.f.ty(input).clone();
        let s = ity.dtype.scalar().unwrap();
        let a = Self::acc_scalar(kind, s);
        let (c0, c1, n) = (self.index(0), self.index(1), self.index(*ity.shape.last().unwrap()));
        let init = self.identity(kind, a);
        let t = scalar_type(a);
        let is_arg = matches!(kind, ReduceKind::ArgMax | ReduceKind::ArgMin);
        let len = *ity.shape.last().unwrap();
        let block = pairwise_block(len);
        if kind == ReduceKind::Sum && a.is_float() && block > 0 {
            return self.fold_last_axis_blocked(input, outer, a, s, out_s, len, block);
        }
        let res = self.fresh();
        let (k, acc, acci) = (self.fresh(), self.fresh(), self.fresh());
        if is_arg {
            let zi = self.assign("arith.constant 0 : i32");
            self.line(&format!(
                "{res}:2 = scf.for {k} = {c0} to {n} step {c1} iter_args({acc} = {init}, {acci} = {zi}) -> ({t}, i32) {{"
            ));
        } else {
            self.line(&format!("{res} = scf.for {k} = {c0} to {n} step {c1} iter_args({acc} = {init}) -> ({t}) {{"));
        }
        self.indent += 1;
        self.memo.push(HashMap::new());
        let mut idx = outer.to_vec();
        idx.push(k.clone());
        let x = self.elem(input, &idx)?;
        if is_arg {
            let b = self.better(kind, &x, &acc, s);
            let nv = self.assign(&format!("arith.select {b}, {x}, {acc} : {t}"));
            let ki = self.assign(&format!("arith.index_cast {k} : index to i32"));
            let ni = self.assign(&format!("arith.select {b}, {ki}, {acci} : i32"));
            self.line(&format!("scf.yield {nv}, {ni} : {t}, i32"));
        } else {
            let x = if a != s { self.cast(&x, s, a) } else { x };
            let nv = self.combine(kind, &acc, &x, a);
            self.line(&format!("scf.yield {nv} : {t}"));
        }
        self.memo.pop();
        self.indent -= 1;
        self.line("}");
        Ok(if is_arg {
            format!("{res}#1")
        } else if a != out_s {
            self.cast(&res, a, out_s)
        } else {
            res
        })
    }

    /// A float sum in blocks of `block`: each block is summed on its own and the partial sums
    /// are added, so rounding error grows with `block + len / block`, not `len`, whatever the
    /// vectoriser does (a masked f16 load keeps it from splitting the chain itself).
    #[allow(clippy::too_many_arguments)]
    fn fold_last_axis_blocked(
        &mut self,
        input: ValueId,
        outer: &[String],
        a: Scalar,
        s: Scalar,
        out_s: Scalar,
        len: i64,
        block: i64,
    ) -> Result<String, String> {
        let t = scalar_type(a);
        let (c0, c1) = (self.index(0), self.index(1));
        let (nb, bsz) = (self.index(len / block), self.index(block));
        let init = self.identity(ReduceKind::Sum, a);
        let (res, kb, outer_acc) = (self.fresh(), self.fresh(), self.fresh());
        self.line(&format!(
            "{res} = scf.for {kb} = {c0} to {nb} step {c1} iter_args({outer_acc} = {init}) -> ({t}) {{"
        ));
        self.indent += 1;
        self.memo.push(HashMap::new());
        let base = self.assign(&format!("arith.muli {kb}, {bsz} : index"));
        let (part, kj, acc) = (self.fresh(), self.fresh(), self.fresh());
        let init = self.identity(ReduceKind::Sum, a);
        self.line(&format!("{part} = scf.for {kj} = {c0} to {bsz} step {c1} iter_args({acc} = {init}) -> ({t}) {{"));
        self.indent += 1;
        self.memo.push(HashMap::new());
        let k = self.assign(&format!("arith.addi {base}, {kj} : index"));
        let mut idx = outer.to_vec();
        idx.push(k);
        let x = self.elem(input, &idx)?;
        let x = if a != s { self.cast(&x, s, a) } else { x };
        let nv = self.combine(ReduceKind::Sum, &acc, &x, a);
        self.line(&format!("scf.yield {nv} : {t}"));
        self.memo.pop();
        self.indent -= 1;
        self.line("}");
        let sum = self.combine(ReduceKind::Sum, &outer_acc, &part, a);
        self.line(&format!("scf.yield {sum} : {t}"));
        self.memo.pop();
        self.indent -= 1;
        self.line("}");
        Ok(if a != out_s { self.cast(&res, a, out_s) } else { res })
    }

    fn reduce(&mut self, r: ValueId, input: ValueId, axis: usize, kind: ReduceKind) -> Result<String, String> {
        let rty = self.f.ty(r).clone();
        let ity = self.f.ty(input).clone();
        let s = ity.dtype.scalar().unwrap();
        let a = Self::acc_scalar(kind, s);
        let is_arg = matches!(kind, ReduceKind::ArgMax | ReduceKind::ArgMin);
        let out = self.alloca(&rty);
        if axis == ity.shape.len() - 1 {
            // Reduce the contiguous axis: accumulator in registers per output element.
            let ivs = self.open_loops(&rty.shape);
            let v = self.fold_last_axis(input, &ivs, kind, rty.dtype.scalar().unwrap())?;
            self.line(&format!("memref.store {v}, {out}[{}] : {}", ivs.join(", "), memref_type(&rty)));
            self.close_loops(ivs.len());
            return Ok(out);
        }
        // Reduce an outer axis: accumulate into the output buffer while walking the input in
        // memory order, so the inner loop stays contiguous.
        let accty = Type::tensor(DType::Scalar(a), rty.shape.clone());
        let accbuf = if a == rty.dtype.scalar().unwrap() && !is_arg { out.clone() } else { self.alloca(&accty) };
        let idxbuf = if is_arg { Some(out.clone()) } else { None };
        {
            let ivs = self.open_loops(&rty.shape);
            let init = self.identity(kind, a);
            self.line(&format!("memref.store {init}, {accbuf}[{}] : {}", ivs.join(", "), memref_type(&accty)));
            if let Some(ib) = &idxbuf {
                let z = self.assign("arith.constant 0 : i32");
                self.line(&format!("memref.store {z}, {ib}[{}] : {}", ivs.join(", "), memref_type(&rty)));
            }
            self.close_loops(ivs.len());
        }
        let len = ity.shape[axis];
        let block = pairwise_block(len);
        if kind == ReduceKind::Sum && a.is_float() && block > 0 {
            self.reduce_outer_blocked(input, axis, &accty, &accbuf, s, a, len, block)?;
        } else {
            self.reduce_outer_serial(input, axis, kind, &accty, &accbuf, idxbuf.as_deref(), &rty, s, a)?;
        }
        if accbuf != out && !is_arg {
            let ivs = self.open_loops(&rty.shape);
            let v = self.assign(&format!("memref.load {accbuf}[{}] : {}", ivs.join(", "), memref_type(&accty)));
            let v = self.cast(&v, a, rty.dtype.scalar().unwrap());
            self.line(&format!("memref.store {v}, {out}[{}] : {}", ivs.join(", "), memref_type(&rty)));
            self.close_loops(ivs.len());
        }
        Ok(out)
    }

    /// A float sum over an outer axis in blocks of `block` rows: each block is summed into a
    /// partial buffer, which is then added to the accumulator (error grows with
    /// `block + len / block`, not `len`).
    #[allow(clippy::too_many_arguments)]
    fn reduce_outer_blocked(
        &mut self,
        input: ValueId,
        axis: usize,
        accty: &Type,
        accbuf: &str,
        s: Scalar,
        a: Scalar,
        len: i64,
        block: i64,
    ) -> Result<(), String> {
        let ishape = self.f.ty(input).shape.clone();
        let part = self.alloca(accty);
        let (c0, c1, nb, bsz) = (self.index(0), self.index(1), self.index(len / block), self.index(block));
        let kb = self.fresh();
        self.line(&format!("scf.for {kb} = {c0} to {nb} step {c1} {{"));
        self.indent += 1;
        {
            let ivs = self.open_loops(&accty.shape);
            let zero = self.identity(ReduceKind::Sum, a);
            self.line(&format!("memref.store {zero}, {part}[{}] : {}", ivs.join(", "), memref_type(accty)));
            self.close_loops(ivs.len());
        }
        let mut bshape = ishape.clone();
        bshape[axis] = block;
        let mut ivs = self.open_loops(&bshape);
        let base = self.assign(&format!("arith.muli {kb}, {bsz} : index"));
        ivs[axis] = self.assign(&format!("arith.addi {base}, {} : index", ivs[axis]));
        let mut oidx = ivs.clone();
        oidx.remove(axis);
        let x = self.elem(input, &ivs)?;
        let x = if a != s { self.cast(&x, s, a) } else { x };
        let cur = self.assign(&format!("memref.load {part}[{}] : {}", oidx.join(", "), memref_type(accty)));
        let nv = self.combine(ReduceKind::Sum, &cur, &x, a);
        self.line(&format!("memref.store {nv}, {part}[{}] : {}", oidx.join(", "), memref_type(accty)));
        self.close_loops(bshape.len());
        {
            let ivs = self.open_loops(&accty.shape);
            let p = self.assign(&format!("memref.load {part}[{}] : {}", ivs.join(", "), memref_type(accty)));
            let acc = self.assign(&format!("memref.load {accbuf}[{}] : {}", ivs.join(", "), memref_type(accty)));
            let sum = self.combine(ReduceKind::Sum, &acc, &p, a);
            self.line(&format!("memref.store {sum}, {accbuf}[{}] : {}", ivs.join(", "), memref_type(accty)));
            self.close_loops(ivs.len());
        }
        self.indent -= 1;
        self.line("}");
        Ok(())
    }

    /// Any reduction over an outer axis, walking the input in memory order into the accumulator.
    #[allow(clippy::too_many_arguments)]
    fn reduce_outer_serial(
        &mut self,
        input: ValueId,
        axis: usize,
        kind: ReduceKind,
        accty: &Type,
        accbuf: &str,
        idxbuf: Option<&str>,
        rty: &Type,
        s: Scalar,
        a: Scalar,
    ) -> Result<(), String> {
        let ity = self.f.ty(input).clone();
        let ivs = self.open_loops(&ity.shape);
        let mut oidx = ivs.clone();
        oidx.remove(axis);
        let x = self.elem(input, &ivs)?;
        let t = scalar_type(a);
        let cur = self.assign(&format!("memref.load {accbuf}[{}] : {}", oidx.join(", "), memref_type(accty)));
        if let Some(ib) = &idxbuf {
            let b = self.better(kind, &x, &cur, s);
            let nv = self.assign(&format!("arith.select {b}, {x}, {cur} : {t}"));
            let ci = self.assign(&format!("memref.load {ib}[{}] : {}", oidx.join(", "), memref_type(rty)));
            let ki = self.assign(&format!("arith.index_cast {} : index to i32", ivs[axis]));
            let ni = self.assign(&format!("arith.select {b}, {ki}, {ci} : i32"));
            self.line(&format!("memref.store {nv}, {accbuf}[{}] : {}", oidx.join(", "), memref_type(accty)));
            self.line(&format!("memref.store {ni}, {ib}[{}] : {}", oidx.join(", "), memref_type(rty)));
        } else {
            let x = if a != s { self.cast(&x, s, a) } else { x };
            let nv = self.combine(kind, &cur, &x, a);
            self.line(&format!("memref.store {nv}, {accbuf}[{}] : {}", oidx.join(", "), memref_type(accty)));
        }
        self.close_loops(ivs.len());
        Ok(())
    }

    /// `acc + a @ b`, or a batch of them ([B, M, K] @ [B, K, N]).
    fn dot(&mut self, r: ValueId, a: ValueId, b: ValueId, acc: ValueId) -> Result<String, String> {
        let rty = self.f.ty(r).clone();
        let rs = rty.dtype.scalar().unwrap();
        // f16 accumulators are kept in f32 here (at least as precise as the GPU engines' f16).
        let s = if rs == Scalar::F16 { Scalar::F32 } else { rs };
        let wty = rty.with_dtype(DType::Scalar(s));
        let rank = rty.shape.len();
        let (m, n) = (rty.shape[rank - 2], rty.shape[rank - 1]);
        let k = self.f.ty(a).shape[rank - 1];
        let abuf = self.buffer_of(a)?;
        let bbuf = self.buffer_of(b)?;
        let out = self.alloca(&wty);
        let ivs = self.open_loops(&rty.shape);
        let v = self.elem(acc, &ivs)?;
        let v = self.cast(&v, rs, s);
        self.line(&format!("memref.store {v}, {out}[{}] : {}", ivs.join(", "), memref_type(&wty)));
        self.close_loops(rank);
        let mut dims = rty.shape[..rank - 2].to_vec();
        dims.extend([m, k, n]);
        let ivs = self.open_loops(&dims);
        let batch = &ivs[..rank - 2];
        let (i, kk, j) = (&ivs[rank - 2], &ivs[rank - 1], &ivs[rank]);
        let at = |x: &[&String]| batch.iter().chain(x.iter().copied()).cloned().collect::<Vec<_>>().join(", ");
        let (ai, bi, oi) = (at(&[i, kk]), at(&[kk, j]), at(&[i, j]));
        let aty = memref_type(self.f.ty(a));
        let bty = memref_type(self.f.ty(b));
        let x = self.assign(&format!("memref.load {abuf}[{ai}] : {aty}"));
        let y = self.assign(&format!("memref.load {bbuf}[{bi}] : {bty}"));
        // 16-bit operands are multiplied in the accumulator's type.
        let x = self.cast(&x, self.f.ty(a).dtype.scalar().unwrap(), s);
        let y = self.cast(&y, self.f.ty(b).dtype.scalar().unwrap(), s);
        let c = self.assign(&format!("memref.load {out}[{oi}] : {}", memref_type(&wty)));
        let t = scalar_type(s);
        let nv = if s.is_float() {
            let p = self.assign(&format!("arith.mulf {x}, {y} fastmath<contract> : {t}"));
            self.assign(&format!("arith.addf {c}, {p} fastmath<contract> : {t}"))
        } else {
            let p = self.assign(&format!("arith.muli {x}, {y} : {t}"));
            self.assign(&format!("arith.addi {c}, {p} : {t}"))
        };
        self.line(&format!("memref.store {nv}, {out}[{oi}] : {}", memref_type(&wty)));
        self.close_loops(rank + 1);
        if s == rs {
            return Ok(out);
        }
        let narrow = self.alloca(&rty);
        let ivs = self.open_loops(&rty.shape);
        let v = self.assign(&format!("memref.load {out}[{}] : {}", ivs.join(", "), memref_type(&wty)));
        let v = self.cast(&v, s, rs);
        self.line(&format!("memref.store {v}, {narrow}[{}] : {}", ivs.join(", "), memref_type(&rty)));
        self.close_loops(rank);
        Ok(narrow)
    }

    pub(crate) fn buffer_of(&mut self, v: ValueId) -> Result<String, String> {
        match self.vals.get(&v) {
            Some(Lowered::Buffer(b)) => return Ok(b.clone()),
            Some(Lowered::Regs { .. }) => {
                let b = self.materialise(v)?;
                self.vals.insert(v, Lowered::Buffer(b.clone()));
                return Ok(b);
            }
            Some(Lowered::Frag(vals, layout)) => {
                let (vals, layout, ty) = (vals.clone(), *layout, self.f.ty(v).clone());
                let b = self.frag_to_buffer(&vals, layout, &ty)?;
                self.vals.insert(v, Lowered::Buffer(b.clone()));
                return Ok(b);
            }
            _ => {}
        }
        let b = self.materialise(v)?;
        self.vals.insert(v, Lowered::Buffer(b.clone()));
        Ok(b)
    }

    // ---------- control flow ----------

    /// Scalar loop-carried values ride in iter_args, and so do SIMT tiles kept in registers
    /// (one iter_arg per element the thread owns); other tiles live in buffers updated in place.
    fn for_op(&mut self, op: &'f Op) -> Result<(), String> {
        let OpKind::For { lb, ub, step, inits, body } = &op.kind else { unreachable!() };
        let it = scalar_type(self.f.ty(*lb).dtype.scalar().unwrap());
        // scf.for counts up: a loop with a negative constant step runs k = 0, s, 2s, .. below
        // lb - ub (s = -step) and its induction variable is lb - k, as Python's range.
        let konst = |v: ValueId| match self.defs.get(&v).map(|o| &o.kind) {
            Some(OpKind::Const(Const::Int(c))) => Some(*c),
            Some(OpKind::Cast(x)) => match self.defs.get(x).map(|o| &o.kind) {
                Some(OpKind::Const(Const::Int(c))) => Some(*c),
                _ => None,
            },
            _ => None,
        };
        let down = konst(*step).filter(|c| *c < 0).map(|c| -c);
        let (lb, ub, step) = (self.elem(*lb, &[])?, self.elem(*ub, &[])?, self.elem(*step, &[])?);
        let (lb, ub, step, top) = match down {
            Some(s) => {
                let zero = self.assign(&format!("arith.constant 0 : {it}"));
                let sc = self.assign(&format!("arith.constant {s} : {it}"));
                let diff = self.assign(&format!("arith.subi {lb}, {ub} : {it}"));
                let above = self.assign(&format!("arith.cmpi sgt, {lb}, {ub} : {it}"));
                let count = self.assign(&format!("arith.select {above}, {diff}, {zero} : {it}"));
                (zero, count, sc, Some(lb))
            }
            None => (lb, ub, step, None),
        };
        let (frags, ring) = self.frag_carries(body);
        let async_ring = op.results.first().and_then(|r| self.rings.get(r).cloned());
        let staged: Vec<ValueId> = async_ring.iter().flat_map(|g| g.copied().flat_map(|o| o.chain.clone())).collect();
        // Row vectors (an online softmax's running max and sum) ride in the accumulators' rows.
        let rows = frags.iter().flatten().find(|l| l.wn == 1).copied();
        // Zero-initialised accumulators that a warp-group dot accumulates straight into start
        // undefined: the first iteration's first MMA scales them by 0. The loop then runs in an
        // `scf.if` that is false when it would not run (its results are zeros there), and the
        // wait for its last MMAs is inside. So only MMAs define their registers until that wait:
        // where the zero-trip path's zeros reached it, ptxas serialised every MMA of the loop
        // (C7515; tutorial 03's 128x256 matmul lost 16 %).
        let zero_started: Vec<(usize, ValueId)> = (body.args[1..].iter().zip(body.yielded()).zip(inits).enumerate())
            .filter_map(|(i, ((arg, y), init))| {
                frags.get(i).copied().flatten()?;
                let op = self.defs.get(y)?;
                let OpKind::Dot { acc, .. } = op.kind else { return None };
                (acc == *arg && self.is_zero(*init, 0) && self.warp_group_dot(op).is_some()).then_some((i, *arg))
            })
            .collect();
        let ran = (!zero_started.is_empty()).then(|| self.assign(&format!("arith.cmpi slt, {lb}, {ub} : {it}")));
        let use_acc = if zero_started.is_empty() { String::new() } else { self.fresh() };
        for (_, arg) in &zero_started {
            self.zero_started.insert(*arg, use_acc.clone());
        }
        for ((arg, r), init) in body.args[1..].iter().zip(&op.results).zip(inits) {
            let unread = |v: &ValueId| self.uses.get(*v).users.is_empty();
            if self.f.ty(*arg).is_tensor() && unread(arg) && unread(r) && self.vals.contains_key(init) {
                self.dead_carries.insert(*arg);
            }
        }
        let carried = self.carried_setup(inits, &body.args[1..], true, &frags, &staged, rows)?;
        // What the loop places in shared memory (its rings, staging and conversion tiles) is
        // released when it ends; the carried tiles above stay.
        self.free_consumed_inits(inits, body);
        let smem_mark = self.smem.mark();
        let (vals_before, prestaged_before) = (self.vals.clone(), self.prestaged.clone());
        let async_ring = match async_ring {
            Some(g) => Some(self.open_ring(&g)?),
            None => None,
        };
        let stages = async_ring.as_ref().map_or(crate::simt::OPERAND_STAGES, |g| g.stages());
        self.prestage_invariants(body)?;
        let iv = self.fresh();
        // (counting down: the induction variable is computed from `iv` in the body)
        let user_iv = if top.is_some() { self.fresh() } else { iv.clone() };
        self.vals.insert(body.args[0], Lowered::Scalar(user_iv.clone()));
        // A warp-group dot accumulating straight into its carried tile stages its operands in a
        // ring of shared-memory buffers picked by an i32 counter, so one MMA group stays in
        // flight while the next operands are stored (see `OPERAND_STAGES`).
        let parity = if ring || async_ring.is_some() {
            let init = self.assign("arith.constant 0 : i32");
            Some((self.fresh(), init, "i32".to_string()))
        } else {
            None
        };
        // A TMA ring's barriers complete one phase per fill: the parity flips as the stage wraps.
        let phase = if async_ring.as_ref().is_some_and(|g| g.tma) {
            let init = self.assign("arith.constant 0 : i32");
            Some((self.fresh(), init, "i32".to_string()))
        } else {
            None
        };
        let mut iters: Vec<&(String, String, String)> = carried.iter().flat_map(|c| c.iters.iter()).collect();
        if let Some(p) = &parity {
            iters.push(p);
        }
        if let Some(p) = &phase {
            iters.push(p);
        }
        let tys: Vec<String> = iters.iter().map(|i| i.2.clone()).collect();
        let res = self.fresh();
        let head = if iters.is_empty() {
            format!("scf.for {iv} = {lb} to {ub} step {step} : {it} {{")
        } else {
            let pairs: Vec<String> = iters.iter().map(|(n, init, _)| format!("{n} = {init}")).collect();
            format!(
                "{res}{} = scf.for {iv} = {lb} to {ub} step {step} iter_args({}) -> ({}) : {it} {{",
                if iters.len() > 1 { format!(":{}", iters.len()) } else { String::new() },
                pairs.join(", "),
                tys.join(", ")
            )
        };
        let guard = ran.as_ref().map(|ran| {
            let g = self.fresh();
            let tys: Vec<String> = carried.iter().flat_map(|c| c.iters.iter().map(|i| i.2.clone())).collect();
            let n = if tys.len() > 1 { format!(":{}", tys.len()) } else { String::new() };
            self.line(&format!("{g}{n} = scf.if {ran} -> ({}) {{", tys.join(", ")));
            self.indent += 1;
            self.memo.push(HashMap::new());
            (g, tys)
        });
        self.line(&head);
        self.indent += 1;
        if let Some(top) = &top {
            self.line(&format!("{user_iv} = arith.subi {top}, {iv} : {it}"));
        }
        if ran.is_some() {
            let later = self.assign(&format!("arith.cmpi ne, {iv}, {lb} : {it}"));
            self.line(&format!("{use_acc} = arith.extui {later} : i1 to i32"));
        }
        for a in &body.args[1..] {
            self.note_reg_site(*a);
        }
        self.memo.push(HashMap::new());
        let writes_before = self.smem_writes;
        let saved_parity = std::mem::replace(&mut self.stage_parity, parity.as_ref().map(|p| p.0.clone()));
        let saved_phase = std::mem::replace(&mut self.ring_phase, phase.as_ref().map(|p| p.0.clone()));
        let saved_ring = std::mem::replace(&mut self.active_ring, async_ring.clone());
        let saved_stages = std::mem::replace(&mut self.parity_stages, stages);
        let mut deferred = self.deferred_dots(body, &frags);
        // The ring's copies wait for its first dot's MMAs in the iteration itself.
        if let Some(g) = &async_ring {
            deferred.retain(|d| d.0 != g.dots[0].dot);
        }
        self.defer_wait.extend(deferred.iter().map(|d| d.0));
        let saved_unsettled = std::mem::replace(&mut self.unsettled, deferred.iter().map(|d| d.1).collect());
        self.loop_body_starts.push(self.body.len());
        self.loop_block(body)?;
        self.loop_body_starts.pop();
        self.unsettled = saved_unsettled;
        self.stage_parity = saved_parity;
        self.ring_phase = saved_phase;
        self.active_ring = saved_ring;
        self.parity_stages = saved_stages;
        let yielded = body.yielded().to_vec();
        let mut ys = self.write_carried(&carried, &yielded, writes_before)?;
        if let Some((p, _, _)) = &parity {
            let (one, stages) =
                (self.assign("arith.constant 1 : i32"), self.assign(&format!("arith.constant {stages} : i32")));
            let n = self.assign(&format!("arith.addi {p}, {one} : i32"));
            let next = self.assign(&format!("arith.remui {n}, {stages} : i32"));
            ys.push(next.clone());
            if let Some((ph, _, _)) = &phase {
                let z = self.assign("arith.constant 0 : i32");
                let wrapped = self.assign(&format!("arith.cmpi eq, {next}, {z} : i32"));
                let flip = self.assign(&format!("arith.extui {wrapped} : i1 to i32"));
                ys.push(self.assign(&format!("arith.xori {ph}, {flip} : i32")));
            }
        }
        if !ys.is_empty() {
            self.line(&format!("scf.yield {} : {}", ys.join(", "), tys.join(", ")));
        }
        self.memo.pop();
        self.indent -= 1;
        self.line("}");
        let extra = parity.is_some() as usize + phase.is_some() as usize;
        let (res, extra, settled) = match &guard {
            None => {
                self.ring_tail(async_ring.as_ref());
                let settled = self.settle_carried_frags(&carried, &res, extra);
                (res, extra, settled)
            }
            Some((g, tys)) => {
                self.close_zero_trip_guard(&carried, &zero_started, &res, extra, tys);
                // both paths issued the ring's first copies
                self.ring_tail(async_ring.as_ref());
                (g.clone(), 0, HashMap::new())
            }
        };
        self.release_loop_smem(smem_mark, vals_before, prestaged_before);
        self.bind_results(op, &carried, &res, extra, settled)
    }

    /// End the `scf.if` a loop with zero-started accumulators runs in (see `for_op`): the loop's
    /// results after the wait for its MMAs, else the initial values, zeros for those accumulators.
    fn close_zero_trip_guard(
        &mut self,
        carried: &[Carried],
        zero_started: &[(usize, ValueId)],
        res: &str,
        extra: usize,
        tys: &[String],
    ) {
        let settled = self.settle_carried_frags(carried, res, extra);
        let names: Vec<String> = (0..tys.len())
            .map(|k| result_name(res, k, tys.len() + extra))
            .map(|n| settled.get(&n).cloned().unwrap_or(n))
            .collect();
        self.line(&format!("scf.yield {} : {}", names.join(", "), tys.join(", ")));
        self.memo.pop();
        self.indent -= 1;
        self.line("} else {");
        self.indent += 1;
        let mut ys = vec![];
        for (i, c) in carried.iter().enumerate() {
            let zero = zero_started.iter().any(|(j, _)| *j == i);
            for (_, init, t) in &c.iters {
                ys.push(if zero { self.assign(&format!("arith.constant 0.0 : {t}")) } else { init.clone() });
            }
        }
        self.line(&format!("scf.yield {} : {}", ys.join(", "), tys.join(", ")));
        self.indent -= 1;
        self.line("}");
    }

    /// After a loop with an operand ring: its copies are done before the stages are reused.
    fn ring_tail(&mut self, ring: Option<&crate::mma::AsyncRing>) {
        match ring {
            Some(g) if g.tma => self.close_tma_ring(g),
            // The copies past the last tile (zero-filled) land before the stages are reused.
            Some(_) => self.async_wait(0),
            None => {}
        }
    }

    /// Release the tiles of initial values that the carried values now hold (copied into
    /// registers, accumulators or buffers of their own) when nothing else reads them.
    fn free_consumed_inits(&mut self, inits: &[ValueId], body: &Block) {
        if self.simt.is_none() || self.loop_depth > 0 {
            return;
        }
        let mut in_body = std::collections::HashSet::new();
        crate::passes::analysis::collect_uses(body, &mut in_body);
        for &v in inits {
            let Some(Lowered::Buffer(name)) = self.vals.get(&v) else { continue };
            let Some(&off) = self.smem_names.get(name) else { continue };
            let once = self.uses.get(v).users.len() == 1 && inits.iter().filter(|x| **x == v).count() == 1;
            if once && !in_body.contains(&v) {
                let name = name.clone();
                self.free_tile_unless_shared(v, &name, off);
            }
        }
    }

    /// Wait once for the warp-group MMAs that may still write the loop's carried accumulators,
    /// passing all of them through the wait; returns the result names to use instead.
    fn settle_carried_frags(&mut self, carried: &[Carried], res: &str, extra: usize) -> HashMap<String, String> {
        let n_iters: usize = carried.iter().map(|c| c.iters.len()).sum::<usize>() + extra;
        let name = |k: usize| result_name(res, k, n_iters);
        let mut names = vec![];
        let mut k = 0;
        for c in carried {
            if c.frag.is_some() {
                names.extend((k..k + c.iters.len()).map(name));
            }
            k += c.iters.len();
        }
        if names.is_empty() {
            return HashMap::new();
        }
        let settled = self.settle_mma(names.clone());
        names.into_iter().zip(settled).collect()
    }

    /// Release the shared memory placed since `mark` (a loop's), once no thread reads it: the
    /// MMAs reading it are settled by then; a barrier orders the last reads before new writes.
    /// Values from before the loop that were moved into those blocks inside it get their
    /// earlier lowering back.
    fn release_loop_smem(
        &mut self,
        mark: crate::smem::SmemMark,
        vals_before: HashMap<ValueId, Lowered>,
        prestaged_before: HashMap<ValueId, String>,
    ) {
        if self.mma_pending {
            return; // an MMA may still read its operand stages
        }
        // Inside an outer loop, what is placed over the released blocks later in the body dies
        // with the iteration (nothing is freed inside loop bodies, and carried tiles were placed
        // before this loop), and an iteration that wrote shared memory ends with a barrier
        // (`write_carried`) before the next one refills these blocks.
        let gone = self.smem.release_since(mark);
        if gone.is_empty() {
            return;
        }
        if self.loop_depth > 0 {
            self.note_smem_write(); // the enclosing iterations end with that barrier
        }
        let released = |off: i64| gone.iter().any(|(o, n)| off >= *o && off < o + n);
        for (v, before) in vals_before {
            if let Some(Lowered::Buffer(b)) = self.vals.get(&v) {
                if self.smem_names.get(b).is_some_and(|o| released(*o)) {
                    self.vals.insert(v, before);
                }
            }
        }
        self.prestaged = prestaged_before;
    }

    /// `extra`: iter_args after the carried values' (the stage parity).
    /// `settled`: accumulator result names replaced by their values after the MMA wait.
    fn bind_results(
        &mut self,
        op: &Op,
        carried: &[Carried],
        res: &str,
        extra: usize,
        settled: HashMap<String, String>,
    ) -> Result<(), String> {
        let n_iters: usize = carried.iter().map(|c| c.iters.len()).sum::<usize>() + extra;
        let name = |k: usize| result_name(res, k, n_iters);
        let mut k = 0;
        for (c, r) in carried.iter().zip(&op.results) {
            let n = c.iters.len();
            let vals: Vec<String> = (k..k + n).map(name).collect();
            k += n;
            if c.dead {
                continue;
            }
            if let Some(layout) = c.frag {
                // After the loop the tile goes to shared memory once (over the loop's released
                // operand stages, where they are large enough) when a reader needs it there.
                let vals: Vec<String> = vals.into_iter().map(|v| settled.get(&v).cloned().unwrap_or(v)).collect();
                let vals = self.settle_mma(vals);
                if self.denied.contains(r) {
                    let b = self.frag_to_buffer(&vals, layout, &c.ty)?;
                    self.vals.insert(*r, Lowered::Buffer(b));
                } else {
                    // kept in its slots: element-wise math on it runs there, and a store stages
                    // what it stores (see `store`); any other reader asks for the buffer above
                    self.vals.insert(*r, Lowered::Frag(vals, layout));
                    self.settled_frags.insert(*r);
                    self.note_reg_site(*r);
                }
                continue;
            }
            if c.staged {
                self.vals.insert(*r, Lowered::Staged);
                continue;
            }
            if let Some(layout) = c.rows {
                // Read after the loop like any other tile: from shared memory.
                let b = self.rows_to_buffer(&vals, layout, &c.ty);
                self.vals.insert(*r, Lowered::Buffer(b));
                continue;
            }
            let l = match (&c.buffer, c.regs_vec) {
                (Some(b), _) => Lowered::Buffer(b.clone()),
                (None, Some(vec)) => Lowered::Regs { shape: c.ty.shape.clone(), vec, vals },
                (None, None) => Lowered::Scalar(vals[0].clone()),
            };
            self.vals.insert(*r, l);
            self.note_reg_site(*r);
            // A result read outside the thread's own elements goes to shared memory once.
            if c.regs_vec.is_some() && self.denied.contains(r) {
                let b = self.materialise(*r)?;
                self.vals.insert(*r, Lowered::Buffer(b));
            }
        }
        Ok(())
    }

    /// Warp-group dots whose carried result (not accumulated in place) the loop need not wait
    /// for at the end of the iteration, with their loop argument: an earlier warp-group dot of
    /// the body waits for all MMAs before the argument is read.
    fn deferred_dots(&self, body: &Block, frags: &[Option<crate::simt::FragLayout>]) -> Vec<(ValueId, ValueId)> {
        let Some(first) = body.ops.iter().position(|o| self.warp_group_dot(o).is_some()) else { return vec![] };
        let mut out = vec![];
        for ((arg, y), f) in body.args[1..].iter().zip(body.yielded()).zip(frags) {
            let Some(at) = body.ops.iter().position(|o| o.results.first() == Some(y)) else { continue };
            let OpKind::Dot { acc, .. } = body.ops[at].kind else { continue };
            if f.is_some() && at > first && acc != *arg && self.warp_group_dot(&body.ops[at]).is_some() {
                out.push((*y, *arg));
            }
        }
        out
    }

    /// Carried tiles a loop keeps in MMA accumulator slots: the body's only use of the argument
    /// is a dot accumulating into it whose result is yielded straight back. Also whether a
    /// warp-group dot accumulates into its carried tile unchanged (its operands then go to the
    /// ring of stages).
    fn frag_carries(&mut self, body: &Block) -> (Vec<Option<crate::simt::FragLayout>>, bool) {
        let mut out = vec![];
        let mut ring = false;
        for (arg, y) in body.args[1..].iter().zip(body.yielded()) {
            let plan = (|| {
                self.simt.as_ref()?;
                let OpKind::Dot { a, b, acc, .. } = self.defs.get(y)?.kind else { return None };
                let mut arg_reads = 0;
                if !self.slotwise_of(acc, *arg, &mut arg_reads, 0)
                    || self.uses.get(*arg).users.len() != arg_reads
                    || self.uses.get(*y).users.len() != 1
                {
                    return None;
                }
                Some((self.mma_for(*y, a, b)?, acc == *arg))
            })();
            if let Some((p, direct)) = &plan {
                self.frag_kept.insert(*y);
                ring |= *direct && matches!(p.engine, crate::simt::Engine::WarpGroup(_));
            }
            out.push(plan.map(|(p, _)| p.layout));
        }
        (out, ring)
    }

    /// Whether `v` is `arg` or an element-wise expression over it (each step used once, other
    /// operands free of `arg`), so that every accumulator slot of `v` needs only the same slot
    /// of `arg`; counts the reads of `arg`.
    fn slotwise_of(&self, v: ValueId, arg: ValueId, reads: &mut usize, depth: usize) -> bool {
        if v == arg {
            *reads += 1;
            return true;
        }
        let Some(op) = self.defs.get(&v) else { return false };
        let elementwise = matches!(
            op.kind,
            OpKind::Bin(..) | OpKind::Un(..) | OpKind::Cast(_) | OpKind::Select(..) | OpKind::Fma(..)
        );
        if depth > 16 || !elementwise || self.uses.get(v).users.len() != 1 || self.f.ty(v).shape != self.f.ty(arg).shape
        {
            return false;
        }
        op.kind
            .operands()
            .into_iter()
            .all(|o| !self.depends_on(o, arg, 0) || self.slotwise_of(o, arg, reads, depth + 1))
    }

    fn depends_on(&self, v: ValueId, arg: ValueId, depth: usize) -> bool {
        if v == arg {
            return true;
        }
        if depth > 32 {
            return true;
        }
        match self.defs.get(&v) {
            Some(op) if op.kind.blocks().is_empty() => {
                op.kind.operands().into_iter().any(|o| self.depends_on(o, arg, depth + 1))
            }
            Some(_) => true,
            None => false,
        }
    }

    fn carried_setup(
        &mut self,
        inits: &[ValueId],
        args: &[ValueId],
        regs_ok: bool,
        frags: &[Option<crate::simt::FragLayout>],
        staged: &[ValueId],
        rows: Option<crate::simt::FragLayout>,
    ) -> Result<Vec<Carried>, String> {
        let mut out = vec![];
        for (i, (init, arg)) in inits.iter().zip(args).enumerate() {
            let ty = self.f.ty(*arg).clone();
            let row_layout = rows.filter(|l| ty.shape == vec![l.m] && !self.denied.contains(arg));
            if self.dead_carries.contains(arg) {
                let init_lowered = self.vals.get(init).cloned().unwrap_or(Lowered::Lazy);
                self.vals.insert(*arg, init_lowered);
                out.push(Carried { dead: true, ..Carried::new(ty) });
            } else if staged.contains(arg) {
                // Copied into its ring stage by `open_ring`; nothing is carried.
                self.vals.insert(*arg, Lowered::Staged);
                out.push(Carried { iters: vec![], staged: true, ..Carried::new(ty) });
            } else if let Some(layout) = row_layout {
                let vals = self.row_vals(*init, layout)?;
                let t = self.ety(&ty.dtype);
                let iters: Vec<(String, String, String)> =
                    vals.into_iter().map(|v| (self.fresh(), v, t.clone())).collect();
                self.vals.insert(*arg, Lowered::Rows(iters.iter().map(|i| i.0.clone()).collect(), layout));
                out.push(Carried { iters, rows: Some(layout), ..Carried::new(ty) });
            } else if let Some(layout) = frags.get(i).copied().flatten() {
                let t = self.ety(&ty.dtype);
                let vals = if self.zero_started.contains_key(arg) {
                    vec![self.assign(&format!("llvm.mlir.undef : {t}")); layout.slots() as usize]
                } else {
                    self.frag_vals(*init, layout)?
                };
                let iters: Vec<(String, String, String)> =
                    vals.into_iter().map(|v| (self.fresh(), v, t.clone())).collect();
                self.vals.insert(*arg, Lowered::Frag(iters.iter().map(|i| i.0.clone()).collect(), layout));
                out.push(Carried { iters, frag: Some(layout), ..Carried::new(ty) });
            } else if ty.is_tensor() && regs_ok && self.regs_allowed(*arg, &ty) {
                let Lowered::Regs { vec, vals, .. } = self.eval_regs(*init, &ty)? else { unreachable!() };
                let t = self.ety(&ty.dtype);
                let iters: Vec<(String, String, String)> =
                    vals.into_iter().map(|v| (self.fresh(), v, t.clone())).collect();
                let names = iters.iter().map(|i| i.0.clone()).collect();
                self.vals.insert(*arg, Lowered::Regs { shape: ty.shape.clone(), vec, vals: names });
                out.push(Carried { iters, regs_vec: Some(vec), ..Carried::new(ty) });
            } else if ty.is_tensor() {
                let buf = self.alloca(&ty);
                let vec = self.natural_vec(&ty);
                let init = *init;
                self.each_element(&ty.shape, vec, |l, idx| {
                    let e = l.elem(init, idx)?;
                    l.store_elem(&e, &buf, idx, &ty);
                    Ok(())
                })?;
                self.sync();
                self.vals.insert(*arg, Lowered::Buffer(buf.clone()));
                out.push(Carried { buffer: Some(buf), ..Carried::new(ty) });
            } else {
                let e = self.elem(*init, &[])?;
                let name = self.fresh();
                self.vals.insert(*arg, Lowered::Scalar(name.clone()));
                let mlir_ty = self.ety(&ty.dtype);
                out.push(Carried { iters: vec![(name, e, mlir_ty)], ..Carried::new(ty) });
            }
        }
        Ok(out)
    }

    /// Write yielded tiles into the carried buffers; returns the iter_arg values to yield.
    /// `writes_before` counts the shared-memory stores before the body: with none since, the
    /// next iteration overwrites nothing another thread may still read.
    fn write_carried(
        &mut self,
        carried: &[Carried],
        yielded: &[ValueId],
        writes_before: usize,
    ) -> Result<Vec<String>, String> {
        // Register tiles first: they may read buffers about to be overwritten.
        let mut reg_yields: HashMap<usize, Vec<String>> = HashMap::new();
        for (i, (c, y)) in carried.iter().zip(yielded).enumerate() {
            if c.regs_vec.is_some() {
                let Lowered::Regs { vals, .. } = self.eval_regs(*y, &c.ty)? else { unreachable!() };
                reg_yields.insert(i, vals);
            } else if let Some(layout) = c.frag {
                reg_yields.insert(i, self.frag_vals(*y, layout)?);
            } else if let Some(layout) = c.rows {
                reg_yields.insert(i, self.row_vals(*y, layout)?);
            }
        }
        // Evaluate every yielded tile into a temporary first when tiles depend on each other.
        let mut temps = vec![];
        let buffers: Vec<String> = carried.iter().filter_map(|c| c.buffer.clone()).collect();
        for (c, y) in carried.iter().zip(yielded) {
            let Some(buf) = &c.buffer else { continue };
            if matches!(self.vals.get(y), Some(Lowered::Buffer(b)) if b == buf) {
                continue;
            }
            let in_place = self.pointwise_in(*y, buf, &buffers);
            let target = if in_place { buf.clone() } else { self.alloca(&c.ty) };
            let vec = self.natural_vec(&c.ty);
            let y = *y;
            // Other threads may still read the old tile (SIMT): wait before overwriting it.
            if in_place {
                self.sync();
            }
            self.each_element(&c.ty.shape, vec, |l, idx| {
                let e = l.elem(y, idx)?;
                l.store_elem(&e, &target, idx, &c.ty);
                Ok(())
            })?;
            if !in_place {
                temps.push((target, buf.clone(), c.ty.clone()));
            }
        }
        if !temps.is_empty() {
            self.sync();
        }
        for (tmp, buf, ty) in temps {
            self.each_element(&ty.shape, 1, |l, idx| {
                let e = l.buf_load_raw(&tmp, idx, &ty);
                let raw = Type {
                    dtype: if ty.dtype.is_ptr() { DType::Scalar(Scalar::I64) } else { ty.dtype.clone() },
                    shape: ty.shape.clone(),
                };
                l.store_elem(&e, &buf, idx, &raw);
                Ok(())
            })?;
        }
        if self.smem_writes != writes_before {
            self.sync();
        }
        let mut ys = vec![];
        for (i, (c, y)) in carried.iter().zip(yielded).enumerate() {
            if let Some(vals) = reg_yields.remove(&i) {
                ys.extend(vals);
            } else if c.buffer.is_none() && !c.staged && !c.dead {
                ys.push(self.elem(*y, &[])?);
            }
        }
        Ok(ys)
    }

    /// True when evaluating `v` element-wise into `own` in place is safe: the expression reads
    /// carried buffers only at the element being written, and no other carried buffer.
    fn pointwise_in(&self, v: ValueId, own: &str, carried: &[String]) -> bool {
        fn walk(l: &HostLowering, v: ValueId, own: &str, carried: &[String], aligned: bool, depth: usize) -> bool {
            if depth > 64 {
                return false;
            }
            match l.vals.get(&v) {
                Some(Lowered::Scalar(_))
                | Some(Lowered::Regs { .. })
                | Some(Lowered::Frag(..))
                | Some(Lowered::Rows(..))
                | Some(Lowered::Staged) => true,
                Some(Lowered::Buffer(b)) => {
                    if b == own {
                        aligned
                    } else {
                        !carried.contains(b)
                    }
                }
                Some(Lowered::Lazy) => {
                    let op = l.defs[&v];
                    let elementwise = matches!(
                        op.kind,
                        OpKind::Bin(..)
                            | OpKind::Cmp(..)
                            | OpKind::Un(..)
                            | OpKind::Cast(_)
                            | OpKind::Bitcast(_)
                            | OpKind::Select(..)
                            | OpKind::Fma(..)
                            | OpKind::AddPtr(..)
                            | OpKind::Load { .. }
                    );
                    op.kind.operands().iter().all(|o| walk(l, *o, own, carried, aligned && elementwise, depth + 1))
                }
                None => false,
            }
        }
        walk(self, v, own, carried, true, 0)
    }

    fn if_op(&mut self, op: &'f Op) -> Result<(), String> {
        let OpKind::If { cond, then_block, else_block } = &op.kind else { unreachable!() };
        let c = self.elem(*cond, &[])?;
        // Tile results stay in registers where their distribution allows (each branch yields
        // the thread's elements as scf.if results), else get a buffer each branch writes;
        // scalar results are scf.if results.
        enum Res {
            Buf(String),
            Regs { n: usize, vec: u32 },
            Scalar,
        }
        let mut res_kinds = vec![];
        let mut yield_tys = vec![];
        for r in &op.results {
            let ty = self.f.ty(*r).clone();
            if ty.is_tensor() && self.regs_allowed(*r, &ty) {
                let vec = self.natural_vec(&ty);
                let n = (ty.numel() / self.info().threads()) as usize;
                let t = self.ety(&ty.dtype);
                yield_tys.extend(std::iter::repeat_n(t, n));
                res_kinds.push(Res::Regs { n, vec });
            } else if ty.is_tensor() {
                res_kinds.push(Res::Buf(self.alloca(&ty)));
            } else {
                yield_tys.push(self.ety(&ty.dtype));
                res_kinds.push(Res::Scalar);
            }
        }
        let res = self.fresh();
        let head = if yield_tys.is_empty() {
            format!("scf.if {c} {{")
        } else {
            format!(
                "{res}{} = scf.if {c} -> ({}) {{",
                if yield_tys.len() > 1 { format!(":{}", yield_tys.len()) } else { String::new() },
                yield_tys.join(", ")
            )
        };
        self.line(&head);
        for (i, blk) in [then_block, else_block].into_iter().enumerate() {
            if i == 1 {
                self.line("} else {");
            }
            self.indent += 1;
            self.memo.push(HashMap::new());
            self.block(blk)?;
            let yielded = blk.yielded().to_vec();
            let mut ys = vec![];
            for (y, (kind, r)) in yielded.iter().zip(res_kinds.iter().zip(&op.results)) {
                match kind {
                    Res::Buf(buf) => {
                        let ty = self.f.ty(*r).clone();
                        let vec = self.natural_vec(&ty);
                        let y = *y;
                        self.each_element(&ty.shape, vec, |l, idx| {
                            let e = l.elem(y, idx)?;
                            l.store_elem(&e, buf, idx, &ty);
                            Ok(())
                        })?;
                    }
                    Res::Regs { .. } => {
                        let ty = self.f.ty(*r).clone();
                        let Lowered::Regs { vals, .. } = self.eval_regs(*y, &ty)? else { unreachable!() };
                        ys.extend(vals);
                    }
                    Res::Scalar => ys.push(self.elem(*y, &[])?),
                }
            }
            if !ys.is_empty() {
                self.line(&format!("scf.yield {} : {}", ys.join(", "), yield_tys.join(", ")));
            }
            self.memo.pop();
            self.indent -= 1;
        }
        self.line("}");
        self.sync();
        let n_results = yield_tys.len();
        let name = |k: usize| result_name(&res, k, n_results);
        let mut k = 0;
        for (kind, r) in res_kinds.into_iter().zip(&op.results) {
            match kind {
                Res::Buf(buf) => {
                    self.vals.insert(*r, Lowered::Buffer(buf));
                }
                Res::Regs { n, vec } => {
                    let vals = (k..k + n).map(name).collect();
                    k += n;
                    let shape = self.f.ty(*r).shape.clone();
                    self.vals.insert(*r, Lowered::Regs { shape, vec, vals });
                    self.note_reg_site(*r);
                }
                Res::Scalar => {
                    self.vals.insert(*r, Lowered::Scalar(name(k)));
                    k += 1;
                }
            }
        }
        Ok(())
    }

    /// An f32 as an fp8 byte, rounded to nearest even and saturated to the largest finite value
    /// (as upstream's `cvt.rn.satfinite` on Hopper); NaN stays NaN. Integer and f32 operations
    /// only, so every target computes it the same way.
    fn f32_to_fp8(&mut self, x: &str, to: Scalar) -> String {
        // (mantissa bits, exponent bias, smallest normal exponent, largest finite code)
        let (m, bias, emin, max_code): (i64, i64, i64, i64) =
            if to == Scalar::F8E5M2 { (2, 15, -14, 0x7B) } else { (3, 7, -6, 0x7E) };
        let k = |l: &mut Self, c: i64| l.assign(&format!("arith.constant {c} : i32"));
        let bits = self.assign(&format!("arith.bitcast {x} : f32 to i32"));
        let (c31, cabs) = (k(self, 31), k(self, 0x7FFF_FFFF));
        let sign = self.assign(&format!("arith.shrui {bits}, {c31} : i32"));
        let c7 = k(self, 7);
        let sign = self.assign(&format!("arith.shli {sign}, {c7} : i32"));
        let abs = self.assign(&format!("arith.andi {bits}, {cabs} : i32"));
        // normals: round the f32 mantissa to m bits (ties to even), then rebias the exponent
        let drop = 23 - m;
        let (cdrop, chalf, cone) = (k(self, drop), k(self, (1 << (drop - 1)) - 1), k(self, 1));
        let lsb = self.assign(&format!("arith.shrui {abs}, {cdrop} : i32"));
        let lsb = self.assign(&format!("arith.andi {lsb}, {cone} : i32"));
        let r = self.assign(&format!("arith.addi {abs}, {chalf} : i32"));
        let r = self.assign(&format!("arith.addi {r}, {lsb} : i32"));
        let r = self.assign(&format!("arith.shrui {r}, {cdrop} : i32"));
        let rebias = k(self, (127 - bias) << m);
        let normal = self.assign(&format!("arith.subi {r}, {rebias} : i32"));
        let cmax = k(self, max_code);
        let over = self.assign(&format!("arith.cmpi sgt, {normal}, {cmax} : i32"));
        let normal = self.assign(&format!("arith.select {over}, {cmax}, {normal} : i32"));
        // subnormals: |x| / 2^(emin - m) rounded to an integer by adding and removing 2^23
        let fabs = self.assign(&format!("arith.bitcast {abs} : i32 to f32"));
        let scale = self.assign(&format!("arith.constant {:.1} : f32", 2f64.powi((m - emin) as i32)));
        let t = self.assign(&format!("arith.mulf {fabs}, {scale} : f32"));
        let magic = self.assign("arith.constant 8388608.0 : f32");
        let t = self.assign(&format!("arith.addf {t}, {magic} : f32"));
        let t = self.assign(&format!("arith.subf {t}, {magic} : f32"));
        let sub = self.assign(&format!("arith.fptosi {t} : f32 to i32"));
        let min_normal = k(self, (127 + emin) << 23);
        let is_sub = self.assign(&format!("arith.cmpi slt, {abs}, {min_normal} : i32"));
        let code = self.assign(&format!("arith.select {is_sub}, {sub}, {normal} : i32"));
        let inf = k(self, 0x7F80_0000);
        let is_nan = self.assign(&format!("arith.cmpi sgt, {abs}, {inf} : i32"));
        let cnan = k(self, 0x7F);
        let code = self.assign(&format!("arith.select {is_nan}, {cnan}, {code} : i32"));
        let code = self.assign(&format!("arith.ori {code}, {sign} : i32"));
        self.assign(&format!("arith.trunci {code} : i32 to i8"))
    }

    /// An fp8 byte as f16 (every fp8 value is exact in f16), by integer operations.
    fn fp8_to_f16(&mut self, x: &str, from: Scalar) -> String {
        let w = self.assign(&format!("arith.extui {x} : i8 to i16"));
        if from == Scalar::F8E5M2 {
            // e5m2 is the top byte of an f16.
            let c8 = self.assign("arith.constant 8 : i16");
            let h = self.assign(&format!("arith.shli {w}, {c8} : i16"));
            return self.assign(&format!("arith.bitcast {h} : i16 to f16"));
        }
        // e4m3 (bias 7, no infinities): normals move their exponent by 8; subnormals are
        // mantissa * 2^-9; 0x7F / 0xFF are NaN.
        let k = |l: &mut Self, c: i64| l.assign(&format!("arith.constant {c} : i16"));
        let (c7f, c80, c7, c8, c2000, cnan) =
            (k(self, 0x7F), k(self, 0x80), k(self, 7), k(self, 8), k(self, 0x2000), k(self, 0x7E00));
        let em = self.assign(&format!("arith.andi {w}, {c7f} : i16"));
        let sign = self.assign(&format!("arith.andi {w}, {c80} : i16"));
        let sign = self.assign(&format!("arith.shli {sign}, {c8} : i16"));
        let shifted = self.assign(&format!("arith.shli {em}, {c7} : i16"));
        let normal = self.assign(&format!("arith.addi {shifted}, {c2000} : i16"));
        let mf = self.assign(&format!("arith.uitofp {em} : i16 to f16"));
        let scale = self.assign("arith.constant 0x1800 : f16"); // 2^-9
        let sub = self.assign(&format!("arith.mulf {mf}, {scale} : f16"));
        let sub = self.assign(&format!("arith.bitcast {sub} : f16 to i16"));
        let is_sub = self.assign(&format!("arith.cmpi ult, {em}, {c8} : i16"));
        let is_nan = self.assign(&format!("arith.cmpi eq, {em}, {c7f} : i16"));
        let mag = self.assign(&format!("arith.select {is_sub}, {sub}, {normal} : i16"));
        let mag = self.assign(&format!("arith.select {is_nan}, {cnan}, {mag} : i16"));
        let bits = self.assign(&format!("arith.ori {mag}, {sign} : i16"));
        self.assign(&format!("arith.bitcast {bits} : i16 to f16"))
    }

    fn while_op(&mut self, op: &'f Op) -> Result<(), String> {
        let OpKind::While { inits, before, body } = &op.kind else { unreachable!() };
        let carried = self.carried_setup(inits, &before.args, false, &[], &[], None)?;
        // The body block has its own argument values: map them to the same places.
        let scalar: Vec<&(String, String, String)> = carried.iter().flat_map(|c| c.iters.iter()).collect();
        let tys: Vec<String> = scalar.iter().map(|c| c.2.clone()).collect();
        let res = self.fresh();
        let pairs: Vec<String> = scalar.iter().map(|c| format!("{} = {}", c.0, c.1)).collect();
        let lhs = if scalar.is_empty() {
            String::new()
        } else if scalar.len() > 1 {
            format!("{res}:{} = ", scalar.len())
        } else {
            format!("{res} = ")
        };
        self.line(&format!("{lhs}scf.while ({}) : ({}) -> ({}) {{", pairs.join(", "), tys.join(", "), tys.join(", ")));
        self.indent += 1;
        self.memo.push(HashMap::new());
        let writes_before = self.smem_writes;
        self.loop_block(before)?;
        let Some(OpKind::Condition(c, _)) = before.ops.last().map(|o| &o.kind) else {
            return Err("internal: while without condition".into());
        };
        let cv = self.elem(*c, &[])?;
        let names: Vec<String> = scalar.iter().map(|c| c.0.clone()).collect();
        if names.is_empty() {
            self.line(&format!("scf.condition({cv})"));
        } else {
            self.line(&format!("scf.condition({cv}) {} : {}", names.join(", "), tys.join(", ")));
        }
        self.memo.pop();
        self.indent -= 1;
        // The body's block arguments.
        let mut body_names = vec![];
        for (c, a) in carried.iter().zip(&body.args) {
            match &c.buffer {
                Some(b) => {
                    self.vals.insert(*a, Lowered::Buffer(b.clone()));
                }
                None => {
                    let n = self.fresh();
                    body_names.push(format!("{n}: {}", c.iters[0].2));
                    self.vals.insert(*a, Lowered::Scalar(n));
                }
            }
        }
        self.line("} do {");
        self.line(&format!("^bb0({}):", body_names.join(", ")));
        self.indent += 1;
        self.memo.push(HashMap::new());
        self.loop_body_starts.push(self.body.len());
        self.loop_block(body)?;
        self.loop_body_starts.pop();
        let yielded = body.yielded().to_vec();
        let ys = self.write_carried(&carried, &yielded, writes_before)?;
        if ys.is_empty() {
            self.line("scf.yield");
        } else {
            self.line(&format!("scf.yield {} : {}", ys.join(", "), tys.join(", ")));
        }
        self.memo.pop();
        self.indent -= 1;
        self.line("}");
        self.bind_results(op, &carried, &res, 0, HashMap::new())
    }
}

/// The SSA name of result `k` of an op named `res` with `n` results.
fn result_name(res: &str, k: usize, n: usize) -> String {
    if n > 1 {
        format!("{res}#{k}")
    } else {
        res.to_string()
    }
}

struct Carried {
    /// iter_args: (name, initial value, MLIR type); one for a scalar, one per owned element for
    /// a register tile, none for a buffer.
    iters: Vec<(String, String, String)>,
    /// Set for a register tile: its element-group width.
    regs_vec: Option<u32>,
    buffer: Option<String>,
    /// Set for an MMA accumulator kept in this lane's slots.
    frag: Option<crate::simt::FragLayout>,
    /// Set for a tile in an async-copy ring stage (no iter_args).
    staged: bool,
    /// Set for a row vector kept in an accumulator layout's rows.
    rows: Option<crate::simt::FragLayout>,
    /// Set for a tile neither the body nor anything after the loop reads (a name reassigned in
    /// the body, as tutorial 06's `offs_m`): nothing is carried or written.
    dead: bool,
    ty: Type,
}

impl Carried {
    /// A carried tile in a buffer of its own with no iter_args, the fields to be overridden.
    fn new(ty: Type) -> Carried {
        Carried { iters: vec![], regs_vec: None, buffer: None, frag: None, staged: false, rows: None, dead: false, ty }
    }
}

/// The block of a blocked float sum over `len` elements: about sqrt(len), a power of two that
/// divides `len`; 0 when the axis is short enough to sum in one chain.
fn pairwise_block(len: i64) -> i64 {
    if len < 4096 {
        return 0;
    }
    let mut b = 64;
    while b * b < len && b < 1024 {
        b *= 2;
    }
    if len % b == 0 {
        b
    } else {
        0
    }
}
