module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @llvm.nvvm.barrier0()
  llvm.func @llvm.nvvm.read.ptx.sreg.ctaid.x() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.ctaid.y() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.ctaid.z() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.nctaid.x() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.nctaid.y() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.nctaid.z() -> i32
  llvm.func @llvm.nvvm.read.ptx.sreg.tid.x() -> i32
  llvm.func @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) -> i32
  func.func @argmax_kernel(%a0: !llvm.ptr<1>, %a1: !llvm.ptr<1>) {
    %tid = llvm.call @llvm.nvvm.read.ptx.sreg.tid.x() : () -> i32
    %tidx = arith.index_cast %tid : i32 to index
    %pid0 = llvm.call @llvm.nvvm.read.ptx.sreg.ctaid.x() : () -> i32
    %nprog0 = llvm.call @llvm.nvvm.read.ptx.sreg.nctaid.x() : () -> i32
    %pid1 = llvm.call @llvm.nvvm.read.ptx.sreg.ctaid.y() : () -> i32
    %nprog1 = llvm.call @llvm.nvvm.read.ptx.sreg.nctaid.y() : () -> i32
    %pid2 = llvm.call @llvm.nvvm.read.ptx.sreg.ctaid.z() : () -> i32
    %nprog2 = llvm.call @llvm.nvvm.read.ptx.sreg.nctaid.z() : () -> i32
    %smem = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    %sbuf2_off = arith.constant 0 : i32
    %sbuf2 = llvm.getelementptr %smem[%sbuf2_off] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c4 = arith.constant 4 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %v1 = arith.constant 32 : i32
    %v3 = arith.remui %tidx, %c8 : index
    %v4 = arith.divui %tidx, %c8 : index
    %v5 = arith.cmpi ult, %v4, %c16 : index
    %v6 = arith.select %v5, %v4, %c0 : index
    %v7 = arith.constant 0xFF800000 : f32
    %v8 = arith.constant 0 : i32
    %v12:2 = scf.for %v9 = %c0 to %c1 step %c1 iter_args(%v10 = %v7, %v11 = %v8) -> (f32, i32) {
      %v13 = arith.muli %v9, %c32 : index
      %v14 = arith.muli %v3, %c4 : index
      %v15 = arith.addi %v13, %v14 : index
      %v16 = arith.addi %v15, %c1 : index
      %v17 = arith.addi %v15, %c2 : index
      %v18 = arith.addi %v15, %c3 : index
      %v19 = arith.index_cast %v6 : index to i32
      %v20 = arith.muli %v19, %v1 : i32
      %v21 = llvm.getelementptr %a0[%v20] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %v22 = arith.index_cast %v15 : index to i32
      %v23 = llvm.getelementptr %v21[%v22] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
      %v24 = llvm.load %v23 {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xf32>
      %v25 = llvm.mlir.constant(0 : i32) : i32
      %v26 = llvm.extractelement %v24[%v25 : i32] : vector<4xf32>
      %v27 = llvm.mlir.constant(1 : i32) : i32
      %v28 = llvm.extractelement %v24[%v27 : i32] : vector<4xf32>
      %v29 = llvm.mlir.constant(2 : i32) : i32
      %v30 = llvm.extractelement %v24[%v29 : i32] : vector<4xf32>
      %v31 = llvm.mlir.constant(3 : i32) : i32
      %v32 = llvm.extractelement %v24[%v31 : i32] : vector<4xf32>
      %v33 = arith.index_cast %v15 : index to i32
      %v34 = arith.cmpf ugt, %v26, %v10 : f32
      %v35 = arith.cmpf oeq, %v26, %v10 : f32
      %v36 = arith.cmpi slt, %v33, %v11 : i32
      %v37 = arith.andi %v35, %v36 : i1
      %v38 = arith.ori %v34, %v37 : i1
      %v39 = arith.select %v38, %v26, %v10 : f32
      %v40 = arith.select %v38, %v33, %v11 : i32
      %v41 = arith.index_cast %v16 : index to i32
      %v42 = arith.cmpf ugt, %v28, %v39 : f32
      %v43 = arith.cmpf oeq, %v28, %v39 : f32
      %v44 = arith.cmpi slt, %v41, %v40 : i32
      %v45 = arith.andi %v43, %v44 : i1
      %v46 = arith.ori %v42, %v45 : i1
      %v47 = arith.select %v46, %v28, %v39 : f32
      %v48 = arith.select %v46, %v41, %v40 : i32
      %v49 = arith.index_cast %v17 : index to i32
      %v50 = arith.cmpf ugt, %v30, %v47 : f32
      %v51 = arith.cmpf oeq, %v30, %v47 : f32
      %v52 = arith.cmpi slt, %v49, %v48 : i32
      %v53 = arith.andi %v51, %v52 : i1
      %v54 = arith.ori %v50, %v53 : i1
      %v55 = arith.select %v54, %v30, %v47 : f32
      %v56 = arith.select %v54, %v49, %v48 : i32
      %v57 = arith.index_cast %v18 : index to i32
      %v58 = arith.cmpf ugt, %v32, %v55 : f32
      %v59 = arith.cmpf oeq, %v32, %v55 : f32
      %v60 = arith.cmpi slt, %v57, %v56 : i32
      %v61 = arith.andi %v59, %v60 : i1
      %v62 = arith.ori %v58, %v61 : i1
      %v63 = arith.select %v62, %v32, %v55 : f32
      %v64 = arith.select %v62, %v57, %v56 : i32
      scf.yield %v63, %v64 : f32, i32
    }
    %v65 = arith.bitcast %v12#0 : f32 to i32
    %v66 = arith.constant 4 : i32
    %v67 = arith.constant -1 : i32
    %v68 = arith.constant 31 : i32
    %v69 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v67, %v65, %v66, %v68) : (i32, i32, i32, i32) -> i32
    %v70 = arith.bitcast %v69 : i32 to f32
    %v71 = arith.constant 4 : i32
    %v72 = arith.constant -1 : i32
    %v73 = arith.constant 31 : i32
    %v74 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v72, %v12#1, %v71, %v73) : (i32, i32, i32, i32) -> i32
    %v75 = arith.cmpf ugt, %v70, %v12#0 : f32
    %v76 = arith.cmpf oeq, %v70, %v12#0 : f32
    %v77 = arith.cmpi slt, %v74, %v12#1 : i32
    %v78 = arith.andi %v76, %v77 : i1
    %v79 = arith.ori %v75, %v78 : i1
    %v80 = arith.select %v79, %v70, %v12#0 : f32
    %v81 = arith.select %v79, %v74, %v12#1 : i32
    %v82 = arith.bitcast %v80 : f32 to i32
    %v83 = arith.constant 2 : i32
    %v84 = arith.constant -1 : i32
    %v85 = arith.constant 31 : i32
    %v86 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v84, %v82, %v83, %v85) : (i32, i32, i32, i32) -> i32
    %v87 = arith.bitcast %v86 : i32 to f32
    %v88 = arith.constant 2 : i32
    %v89 = arith.constant -1 : i32
    %v90 = arith.constant 31 : i32
    %v91 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v89, %v81, %v88, %v90) : (i32, i32, i32, i32) -> i32
    %v92 = arith.cmpf ugt, %v87, %v80 : f32
    %v93 = arith.cmpf oeq, %v87, %v80 : f32
    %v94 = arith.cmpi slt, %v91, %v81 : i32
    %v95 = arith.andi %v93, %v94 : i1
    %v96 = arith.ori %v92, %v95 : i1
    %v97 = arith.select %v96, %v87, %v80 : f32
    %v98 = arith.select %v96, %v91, %v81 : i32
    %v99 = arith.bitcast %v97 : f32 to i32
    %v100 = arith.constant 1 : i32
    %v101 = arith.constant -1 : i32
    %v102 = arith.constant 31 : i32
    %v103 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v101, %v99, %v100, %v102) : (i32, i32, i32, i32) -> i32
    %v104 = arith.bitcast %v103 : i32 to f32
    %v105 = arith.constant 1 : i32
    %v106 = arith.constant -1 : i32
    %v107 = arith.constant 31 : i32
    %v108 = llvm.call @llvm.nvvm.shfl.sync.bfly.i32(%v106, %v98, %v105, %v107) : (i32, i32, i32, i32) -> i32
    %v109 = arith.cmpf ugt, %v104, %v97 : f32
    %v110 = arith.cmpf oeq, %v104, %v97 : f32
    %v111 = arith.cmpi slt, %v108, %v98 : i32
    %v112 = arith.andi %v110, %v111 : i1
    %v113 = arith.ori %v109, %v112 : i1
    %v114 = arith.select %v113, %v104, %v97 : f32
    %v115 = arith.select %v113, %v108, %v98 : i32
    %v116 = arith.cmpi eq, %v3, %c0 : index
    %v117 = arith.andi %v116, %v5 : i1
    scf.if %v117 {
      %v118 = arith.index_cast %v6 : index to i32
      %v119 = llvm.getelementptr %sbuf2[%v118] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      llvm.store %v115, %v119 : i32, !llvm.ptr<3>
    }
    llvm.call @llvm.nvvm.barrier0() : () -> ()
    %v120 = arith.muli %tidx, %c1 : index
    %v121 = arith.cmpi ult, %v120, %c16 : index
    scf.if %v121 {
      %v122 = arith.index_cast %v120 : index to i32
      %v123 = llvm.getelementptr %a1[%v122] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
      %v124 = arith.index_cast %v120 : index to i32
      %v125 = llvm.getelementptr %sbuf2[%v124] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
      %v126 = llvm.load %v125 : !llvm.ptr<3> -> i32
      llvm.store %v126, %v123 : i32, !llvm.ptr<1>
    }
    func.return
  }
}
