; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 3
  %21 = and i64 %20, 56
  %22 = lshr i64 %20, 6
  %23 = or i64 %21, 4
  %24 = and i64 %20, 4294967232
  %25 = trunc i64 %20 to i32
  %26 = getelementptr float, ptr addrspace(3) @global_smem, i32 %25
  store float 0.000000e+00, ptr addrspace(3) %26, align 16
  %27 = or i32 %25, 1
  %28 = getelementptr float, ptr addrspace(3) @global_smem, i32 %27
  store float 0.000000e+00, ptr addrspace(3) %28, align 4
  %29 = or i32 %25, 2
  %30 = getelementptr float, ptr addrspace(3) @global_smem, i32 %29
  store float 0.000000e+00, ptr addrspace(3) %30, align 8
  %31 = or i32 %25, 3
  %32 = getelementptr float, ptr addrspace(3) @global_smem, i32 %31
  store float 0.000000e+00, ptr addrspace(3) %32, align 4
  %33 = or i64 %23, %24
  %34 = trunc i64 %33 to i32
  %35 = getelementptr float, ptr addrspace(3) @global_smem, i32 %34
  store float 0.000000e+00, ptr addrspace(3) %35, align 16
  %36 = or i32 %25, 5
  %37 = getelementptr float, ptr addrspace(3) @global_smem, i32 %36
  store float 0.000000e+00, ptr addrspace(3) %37, align 4
  %38 = or i32 %25, 6
  %39 = getelementptr float, ptr addrspace(3) @global_smem, i32 %38
  store float 0.000000e+00, ptr addrspace(3) %39, align 8
  %40 = or i32 %25, 7
  %41 = getelementptr float, ptr addrspace(3) @global_smem, i32 %40
  store float 0.000000e+00, ptr addrspace(3) %41, align 4
  %42 = add nsw i64 %20, 1024
  %43 = lshr i64 %42, 6
  %44 = and i64 %42, -64
  %45 = or i64 %44, %21
  %46 = trunc i64 %45 to i32
  %47 = getelementptr float, ptr addrspace(3) @global_smem, i32 %46
  store float 0.000000e+00, ptr addrspace(3) %47, align 16
  %48 = or i32 %46, 1
  %49 = getelementptr float, ptr addrspace(3) @global_smem, i32 %48
  store float 0.000000e+00, ptr addrspace(3) %49, align 4
  %50 = or i32 %46, 2
  %51 = getelementptr float, ptr addrspace(3) @global_smem, i32 %50
  store float 0.000000e+00, ptr addrspace(3) %51, align 8
  %52 = or i32 %46, 3
  %53 = getelementptr float, ptr addrspace(3) @global_smem, i32 %52
  store float 0.000000e+00, ptr addrspace(3) %53, align 4
  %54 = or i64 %23, %44
  %55 = trunc i64 %54 to i32
  %56 = getelementptr float, ptr addrspace(3) @global_smem, i32 %55
  store float 0.000000e+00, ptr addrspace(3) %56, align 16
  %57 = or i32 %46, 5
  %58 = getelementptr float, ptr addrspace(3) @global_smem, i32 %57
  store float 0.000000e+00, ptr addrspace(3) %58, align 4
  %59 = or i32 %46, 6
  %60 = getelementptr float, ptr addrspace(3) @global_smem, i32 %59
  store float 0.000000e+00, ptr addrspace(3) %60, align 8
  %61 = or i32 %46, 7
  %62 = getelementptr float, ptr addrspace(3) @global_smem, i32 %61
  store float 0.000000e+00, ptr addrspace(3) %62, align 4
  %63 = add nsw i64 %20, 2048
  %64 = lshr i64 %63, 6
  %65 = and i64 %63, -64
  %66 = or i64 %65, %21
  %67 = trunc i64 %66 to i32
  %68 = getelementptr float, ptr addrspace(3) @global_smem, i32 %67
  store float 0.000000e+00, ptr addrspace(3) %68, align 16
  %69 = or i32 %67, 1
  %70 = getelementptr float, ptr addrspace(3) @global_smem, i32 %69
  store float 0.000000e+00, ptr addrspace(3) %70, align 4
  %71 = or i32 %67, 2
  %72 = getelementptr float, ptr addrspace(3) @global_smem, i32 %71
  store float 0.000000e+00, ptr addrspace(3) %72, align 8
  %73 = or i32 %67, 3
  %74 = getelementptr float, ptr addrspace(3) @global_smem, i32 %73
  store float 0.000000e+00, ptr addrspace(3) %74, align 4
  %75 = or i64 %23, %65
  %76 = trunc i64 %75 to i32
  %77 = getelementptr float, ptr addrspace(3) @global_smem, i32 %76
  store float 0.000000e+00, ptr addrspace(3) %77, align 16
  %78 = or i32 %67, 5
  %79 = getelementptr float, ptr addrspace(3) @global_smem, i32 %78
  store float 0.000000e+00, ptr addrspace(3) %79, align 4
  %80 = or i32 %67, 6
  %81 = getelementptr float, ptr addrspace(3) @global_smem, i32 %80
  store float 0.000000e+00, ptr addrspace(3) %81, align 8
  %82 = or i32 %67, 7
  %83 = getelementptr float, ptr addrspace(3) @global_smem, i32 %82
  store float 0.000000e+00, ptr addrspace(3) %83, align 4
  %84 = add nsw i64 %20, 3072
  %85 = lshr i64 %84, 6
  %86 = and i64 %84, -64
  %87 = or i64 %86, %21
  %88 = trunc i64 %87 to i32
  %89 = getelementptr float, ptr addrspace(3) @global_smem, i32 %88
  store float 0.000000e+00, ptr addrspace(3) %89, align 16
  %90 = or i32 %88, 1
  %91 = getelementptr float, ptr addrspace(3) @global_smem, i32 %90
  store float 0.000000e+00, ptr addrspace(3) %91, align 4
  %92 = or i32 %88, 2
  %93 = getelementptr float, ptr addrspace(3) @global_smem, i32 %92
  store float 0.000000e+00, ptr addrspace(3) %93, align 8
  %94 = or i32 %88, 3
  %95 = getelementptr float, ptr addrspace(3) @global_smem, i32 %94
  store float 0.000000e+00, ptr addrspace(3) %95, align 4
  %96 = or i64 %23, %86
  %97 = trunc i64 %96 to i32
  %98 = getelementptr float, ptr addrspace(3) @global_smem, i32 %97
  store float 0.000000e+00, ptr addrspace(3) %98, align 16
  %99 = or i32 %88, 5
  %100 = getelementptr float, ptr addrspace(3) @global_smem, i32 %99
  store float 0.000000e+00, ptr addrspace(3) %100, align 4
  %101 = or i32 %88, 6
  %102 = getelementptr float, ptr addrspace(3) @global_smem, i32 %101
  store float 0.000000e+00, ptr addrspace(3) %102, align 8
  %103 = or i32 %88, 7
  %104 = getelementptr float, ptr addrspace(3) @global_smem, i32 %103
  store float 0.000000e+00, ptr addrspace(3) %104, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %105 = and i64 %20, 24
  %106 = lshr i64 %20, 5
  %107 = trunc i64 %106 to i32
  %108 = add i32 %17, %107
  %109 = mul i32 %108, %6
  %110 = sext i32 %109 to i64
  %111 = getelementptr half, ptr addrspace(1) %0, i64 %110
  %112 = trunc i64 %105 to i32
  %113 = icmp slt i32 %108, %3
  %114 = icmp slt i32 %112, %5
  %115 = and i1 %114, %113
  %116 = and i1 %19, %115
  br i1 %116, label %117, label %120

117: ; preds = %12
  %118 = getelementptr half, ptr addrspace(1) %111, i64 %105
  %119 = load <8 x half>, ptr addrspace(1) %118, align 16
  br label %120

120: ; preds = %117, %12
  %121 = phi <8 x half> [ %119, %117 ], [ zeroinitializer, %12 ]
  %122 = lshr i64 %42, 5
  %123 = trunc i64 %122 to i32
  %124 = add i32 %17, %123
  %125 = mul i32 %124, %6
  %126 = sext i32 %125 to i64
  %127 = getelementptr half, ptr addrspace(1) %0, i64 %126
  %128 = icmp slt i32 %124, %3
  %129 = and i1 %114, %128
  %130 = and i1 %19, %129
  br i1 %130, label %131, label %134

131: ; preds = %120
  %132 = getelementptr half, ptr addrspace(1) %127, i64 %105
  %133 = load <8 x half>, ptr addrspace(1) %132, align 16
  br label %134

134: ; preds = %131, %120
  %135 = phi <8 x half> [ %133, %131 ], [ zeroinitializer, %120 ]
  %136 = trunc i64 %22 to i32
  %137 = trunc i64 %21 to i32
  %138 = or i32 %18, %137
  %139 = icmp slt i32 %136, %5
  %140 = icmp slt i32 %138, %4
  %141 = and i1 %139, %140
  %142 = and i1 %19, %141
  br i1 %142, label %143, label %150

143: ; preds = %134
  %144 = mul i32 %136, %8
  %145 = sext i32 %144 to i64
  %146 = getelementptr half, ptr addrspace(1) %1, i64 %145
  %147 = sext i32 %138 to i64
  %148 = getelementptr half, ptr addrspace(1) %146, i64 %147
  %149 = load <8 x half>, ptr addrspace(1) %148, align 16
  br label %150

150: ; preds = %143, %134
  %151 = phi <8 x half> [ %149, %143 ], [ zeroinitializer, %134 ]
  %152 = trunc i64 %43 to i32
  %153 = icmp slt i32 %152, %5
  %154 = and i1 %153, %140
  %155 = and i1 %19, %154
  br i1 %155, label %156, label %163

156: ; preds = %150
  %157 = mul i32 %152, %8
  %158 = sext i32 %157 to i64
  %159 = getelementptr half, ptr addrspace(1) %1, i64 %158
  %160 = sext i32 %138 to i64
  %161 = getelementptr half, ptr addrspace(1) %159, i64 %160
  %162 = load <8 x half>, ptr addrspace(1) %161, align 16
  br label %163

163: ; preds = %156, %150
  %164 = phi <8 x half> [ %162, %156 ], [ zeroinitializer, %150 ]
  %165 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %25
  %166 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %27
  %167 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %29
  %168 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %31
  %169 = or i32 %25, 4
  %170 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %169
  %171 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %36
  %172 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %38
  %173 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %40
  %174 = and i64 %42, 4294967264
  %175 = or i64 %174, %105
  %176 = trunc i64 %175 to i32
  %177 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %176
  %178 = or i32 %176, 1
  %179 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %178
  %180 = or i32 %176, 2
  %181 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %180
  %182 = or i32 %176, 3
  %183 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %182
  %184 = or i32 %176, 4
  %185 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %184
  %186 = or i32 %176, 5
  %187 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %186
  %188 = or i32 %176, 6
  %189 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %188
  %190 = or i32 %176, 7
  %191 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %190
  %192 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %25
  %193 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %27
  %194 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %29
  %195 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %31
  %196 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %34
  %197 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %36
  %198 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %38
  %199 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %40
  %200 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %46
  %201 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %48
  %202 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %50
  %203 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %52
  %204 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %55
  %205 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %57
  %206 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %59
  %207 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %61
  %208 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %25
  %209 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %27
  %210 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %29
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %31
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %34
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %36
  %214 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %38
  %215 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %40
  %216 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %46
  %217 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %48
  %218 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %50
  %219 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %52
  %220 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %55
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %57
  %222 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %59
  %223 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %61
  %224 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %67
  %225 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %69
  %226 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %71
  %227 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %73
  %228 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %76
  %229 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %78
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %80
  %231 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %82
  %232 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %88
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %90
  %234 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %92
  %235 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %94
  %236 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %97
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %99
  %238 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %101
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %103
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %163
  %240 = extractelement <8 x half> %164, i64 7
  %241 = extractelement <8 x half> %164, i64 6
  %242 = extractelement <8 x half> %164, i64 5
  %243 = extractelement <8 x half> %164, i64 4
  %244 = extractelement <8 x half> %164, i64 3
  %245 = extractelement <8 x half> %164, i64 2
  %246 = extractelement <8 x half> %164, i64 1
  %247 = extractelement <8 x half> %164, i64 0
  %248 = sext i32 %138 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %248
  %249 = and i64 %14, 63
  br label %250

250: ; preds = %.lr.ph, %361
  %251 = phi half [ %240, %.lr.ph ], [ %365, %361 ]
  %252 = phi half [ %241, %.lr.ph ], [ %306, %361 ]
  %253 = phi half [ %242, %.lr.ph ], [ %364, %361 ]
  %254 = phi half [ %243, %.lr.ph ], [ %305, %361 ]
  %255 = phi half [ %244, %.lr.ph ], [ %363, %361 ]
  %256 = phi half [ %245, %.lr.ph ], [ %304, %361 ]
  %257 = phi half [ %246, %.lr.ph ], [ %362, %361 ]
  %258 = phi half [ %247, %.lr.ph ], [ %303, %361 ]
  %259 = phi i32 [ 0, %.lr.ph ], [ %263, %361 ]
  %260 = phi <8 x half> [ %121, %.lr.ph ], [ %274, %361 ]
  %261 = phi <8 x half> [ %135, %.lr.ph ], [ %282, %361 ]
  %262 = phi <8 x half> [ %151, %.lr.ph ], [ %292, %361 ]
  %263 = add i32 %259, 32
  %264 = icmp slt i32 %263, %5
  %265 = or i32 %263, %112
  %266 = icmp slt i32 %265, %5
  %267 = and i1 %113, %266
  %268 = and i1 %264, %267
  br i1 %268, label %269, label %273

269: ; preds = %250
  %270 = sext i32 %265 to i64
  %271 = getelementptr half, ptr addrspace(1) %111, i64 %270
  %272 = load <8 x half>, ptr addrspace(1) %271, align 16
  br label %273

273: ; preds = %269, %250
  %274 = phi <8 x half> [ %272, %269 ], [ zeroinitializer, %250 ]
  %275 = and i1 %128, %266
  %276 = and i1 %264, %275
  br i1 %276, label %277, label %281

277: ; preds = %273
  %278 = sext i32 %265 to i64
  %279 = getelementptr half, ptr addrspace(1) %127, i64 %278
  %280 = load <8 x half>, ptr addrspace(1) %279, align 16
  br label %281

281: ; preds = %277, %273
  %282 = phi <8 x half> [ %280, %277 ], [ zeroinitializer, %273 ]
  %283 = add i32 %263, %136
  %284 = icmp slt i32 %283, %5
  %285 = and i1 %140, %284
  %286 = and i1 %264, %285
  br i1 %286, label %287, label %291

287: ; preds = %281
  %288 = mul i32 %283, %8
  %289 = sext i32 %288 to i64
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %289
  %290 = load <8 x half>, ptr addrspace(1) %gep, align 16
  br label %291

291: ; preds = %287, %281
  %292 = phi <8 x half> [ %290, %287 ], [ zeroinitializer, %281 ]
  %293 = add i32 %263, %152
  %294 = icmp slt i32 %293, %5
  %295 = and i1 %140, %294
  %296 = and i1 %264, %295
  br i1 %296, label %297, label %301

297: ; preds = %291
  %298 = mul i32 %293, %8
  %299 = sext i32 %298 to i64
  %gep5 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %299
  %300 = load <8 x half>, ptr addrspace(1) %gep5, align 16
  br label %301

301: ; preds = %297, %291
  %302 = phi <8 x half> [ %300, %297 ], [ zeroinitializer, %291 ]
  %303 = extractelement <8 x half> %302, i64 0
  %304 = extractelement <8 x half> %302, i64 2
  %305 = extractelement <8 x half> %302, i64 4
  %306 = extractelement <8 x half> %302, i64 6
  %307 = extractelement <8 x half> %260, i64 0
  store half %307, ptr addrspace(3) %165, align 16
  %308 = extractelement <8 x half> %260, i64 1
  store half %308, ptr addrspace(3) %166, align 2
  %309 = extractelement <8 x half> %260, i64 2
  store half %309, ptr addrspace(3) %167, align 4
  %310 = extractelement <8 x half> %260, i64 3
  store half %310, ptr addrspace(3) %168, align 2
  %311 = extractelement <8 x half> %260, i64 4
  store half %311, ptr addrspace(3) %170, align 8
  %312 = extractelement <8 x half> %260, i64 5
  store half %312, ptr addrspace(3) %171, align 2
  %313 = extractelement <8 x half> %260, i64 6
  store half %313, ptr addrspace(3) %172, align 4
  %314 = extractelement <8 x half> %260, i64 7
  store half %314, ptr addrspace(3) %173, align 2
  %315 = extractelement <8 x half> %261, i64 0
  store half %315, ptr addrspace(3) %177, align 16
  %316 = extractelement <8 x half> %261, i64 1
  store half %316, ptr addrspace(3) %179, align 2
  %317 = extractelement <8 x half> %261, i64 2
  store half %317, ptr addrspace(3) %181, align 4
  %318 = extractelement <8 x half> %261, i64 3
  store half %318, ptr addrspace(3) %183, align 2
  %319 = extractelement <8 x half> %261, i64 4
  store half %319, ptr addrspace(3) %185, align 8
  %320 = extractelement <8 x half> %261, i64 5
  store half %320, ptr addrspace(3) %187, align 2
  %321 = extractelement <8 x half> %261, i64 6
  store half %321, ptr addrspace(3) %189, align 4
  %322 = extractelement <8 x half> %261, i64 7
  store half %322, ptr addrspace(3) %191, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %323 = extractelement <8 x half> %262, i64 0
  store half %323, ptr addrspace(3) %192, align 16
  %324 = extractelement <8 x half> %262, i64 1
  store half %324, ptr addrspace(3) %193, align 2
  %325 = extractelement <8 x half> %262, i64 2
  store half %325, ptr addrspace(3) %194, align 4
  %326 = extractelement <8 x half> %262, i64 3
  store half %326, ptr addrspace(3) %195, align 2
  %327 = extractelement <8 x half> %262, i64 4
  store half %327, ptr addrspace(3) %196, align 8
  %328 = extractelement <8 x half> %262, i64 5
  store half %328, ptr addrspace(3) %197, align 2
  %329 = extractelement <8 x half> %262, i64 6
  store half %329, ptr addrspace(3) %198, align 4
  %330 = extractelement <8 x half> %262, i64 7
  store half %330, ptr addrspace(3) %199, align 2
  store half %258, ptr addrspace(3) %200, align 16
  store half %257, ptr addrspace(3) %201, align 2
  store half %256, ptr addrspace(3) %202, align 4
  store half %255, ptr addrspace(3) %203, align 2
  store half %254, ptr addrspace(3) %204, align 8
  store half %253, ptr addrspace(3) %205, align 2
  store half %252, ptr addrspace(3) %206, align 4
  store half %251, ptr addrspace(3) %207, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %331

331: ; preds = %301, %357
  %332 = phi i64 [ 0, %301 ], [ %359, %357 ]
  %333 = shl nuw nsw i64 %332, 7
  %334 = add nsw i64 %333, %14
  %335 = trunc i64 %334 to i32
  %336 = getelementptr float, ptr addrspace(3) @global_smem, i32 %335
  %337 = load float, ptr addrspace(3) %336, align 4
  %338 = lshr i64 %334, 1
  %339 = and i64 %338, 4294967264
  br label %340

340: ; preds = %331, %340
  %341 = phi float [ %337, %331 ], [ %354, %340 ]
  %342 = phi i64 [ 0, %331 ], [ %355, %340 ]
  %343 = or i64 %342, %339
  %344 = trunc i64 %343 to i32
  %345 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %344
  %346 = load half, ptr addrspace(3) %345, align 2
  %347 = shl nuw nsw i64 %342, 6
  %348 = or i64 %347, %249
  %349 = trunc i64 %348 to i32
  %350 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20480), i32 %349
  %351 = load half, ptr addrspace(3) %350, align 2
  %352 = fpext half %346 to float
  %353 = fpext half %351 to float
  %354 = tail call float @llvm.fma.f32(float %352, float %353, float %341)
  %355 = add nuw nsw i64 %342, 1
  %356 = icmp ult i64 %342, 31
  br i1 %356, label %340, label %357

357: ; preds = %340
  %358 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %335
  store float %354, ptr addrspace(3) %358, align 4
  %359 = add nuw nsw i64 %332, 1
  %360 = icmp ult i64 %332, 31
  br i1 %360, label %331, label %361

361: ; preds = %357
  %362 = extractelement <8 x half> %302, i64 1
  %363 = extractelement <8 x half> %302, i64 3
  %364 = extractelement <8 x half> %302, i64 5
  %365 = extractelement <8 x half> %302, i64 7
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.syncthreads.lm()
  %366 = load float, ptr addrspace(3) %208, align 16
  store float %366, ptr addrspace(3) %26, align 16
  %367 = load float, ptr addrspace(3) %209, align 4
  store float %367, ptr addrspace(3) %28, align 4
  %368 = load float, ptr addrspace(3) %210, align 8
  store float %368, ptr addrspace(3) %30, align 8
  %369 = load float, ptr addrspace(3) %211, align 4
  store float %369, ptr addrspace(3) %32, align 4
  %370 = load float, ptr addrspace(3) %212, align 16
  store float %370, ptr addrspace(3) %35, align 16
  %371 = load float, ptr addrspace(3) %213, align 4
  store float %371, ptr addrspace(3) %37, align 4
  %372 = load float, ptr addrspace(3) %214, align 8
  store float %372, ptr addrspace(3) %39, align 8
  %373 = load float, ptr addrspace(3) %215, align 4
  store float %373, ptr addrspace(3) %41, align 4
  %374 = load float, ptr addrspace(3) %216, align 16
  store float %374, ptr addrspace(3) %47, align 16
  %375 = load float, ptr addrspace(3) %217, align 4
  store float %375, ptr addrspace(3) %49, align 4
  %376 = load float, ptr addrspace(3) %218, align 8
  store float %376, ptr addrspace(3) %51, align 8
  %377 = load float, ptr addrspace(3) %219, align 4
  store float %377, ptr addrspace(3) %53, align 4
  %378 = load float, ptr addrspace(3) %220, align 16
  store float %378, ptr addrspace(3) %56, align 16
  %379 = load float, ptr addrspace(3) %221, align 4
  store float %379, ptr addrspace(3) %58, align 4
  %380 = load float, ptr addrspace(3) %222, align 8
  store float %380, ptr addrspace(3) %60, align 8
  %381 = load float, ptr addrspace(3) %223, align 4
  store float %381, ptr addrspace(3) %62, align 4
  %382 = load float, ptr addrspace(3) %224, align 16
  store float %382, ptr addrspace(3) %68, align 16
  %383 = load float, ptr addrspace(3) %225, align 4
  store float %383, ptr addrspace(3) %70, align 4
  %384 = load float, ptr addrspace(3) %226, align 8
  store float %384, ptr addrspace(3) %72, align 8
  %385 = load float, ptr addrspace(3) %227, align 4
  store float %385, ptr addrspace(3) %74, align 4
  %386 = load float, ptr addrspace(3) %228, align 16
  store float %386, ptr addrspace(3) %77, align 16
  %387 = load float, ptr addrspace(3) %229, align 4
  store float %387, ptr addrspace(3) %79, align 4
  %388 = load float, ptr addrspace(3) %230, align 8
  store float %388, ptr addrspace(3) %81, align 8
  %389 = load float, ptr addrspace(3) %231, align 4
  store float %389, ptr addrspace(3) %83, align 4
  %390 = load float, ptr addrspace(3) %232, align 16
  store float %390, ptr addrspace(3) %89, align 16
  %391 = load float, ptr addrspace(3) %233, align 4
  store float %391, ptr addrspace(3) %91, align 4
  %392 = load float, ptr addrspace(3) %234, align 8
  store float %392, ptr addrspace(3) %93, align 8
  %393 = load float, ptr addrspace(3) %235, align 4
  store float %393, ptr addrspace(3) %95, align 4
  %394 = load float, ptr addrspace(3) %236, align 16
  store float %394, ptr addrspace(3) %98, align 16
  %395 = load float, ptr addrspace(3) %237, align 4
  store float %395, ptr addrspace(3) %100, align 4
  %396 = load float, ptr addrspace(3) %238, align 8
  store float %396, ptr addrspace(3) %102, align 8
  %397 = load float, ptr addrspace(3) %239, align 4
  store float %397, ptr addrspace(3) %104, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %264, label %250, label %._crit_edge

._crit_edge: ; preds = %361, %163
  %398 = add i32 %17, %136
  %399 = mul i32 %398, %10
  %400 = sext i32 %399 to i64
  %401 = getelementptr float, ptr addrspace(1) %2, i64 %400
  %402 = icmp slt i32 %398, %3
  %403 = and i1 %402, %140
  br i1 %403, label %404, label %408

404: ; preds = %._crit_edge
  %405 = sext i32 %138 to i64
  %406 = getelementptr float, ptr addrspace(1) %401, i64 %405
  %407 = load <4 x float>, ptr addrspace(3) %26, align 16
  store <4 x float> %407, ptr addrspace(1) %406, align 16
  br label %408

408: ; preds = %404, %._crit_edge
  %409 = trunc i64 %23 to i32
  %410 = or i32 %18, %409
  %411 = icmp slt i32 %410, %4
  %412 = and i1 %402, %411
  br i1 %412, label %413, label %424

413: ; preds = %408
  %414 = sext i32 %410 to i64
  %415 = getelementptr float, ptr addrspace(1) %401, i64 %414
  %416 = load float, ptr addrspace(3) %35, align 16
  %417 = insertelement <4 x float> poison, float %416, i64 0
  %418 = load float, ptr addrspace(3) %37, align 4
  %419 = insertelement <4 x float> %417, float %418, i64 1
  %420 = load float, ptr addrspace(3) %39, align 8
  %421 = insertelement <4 x float> %419, float %420, i64 2
  %422 = load float, ptr addrspace(3) %41, align 4
  %423 = insertelement <4 x float> %421, float %422, i64 3
  store <4 x float> %423, ptr addrspace(1) %415, align 16
  br label %424

424: ; preds = %413, %408
  %425 = add i32 %17, %152
  %426 = mul i32 %425, %10
  %427 = sext i32 %426 to i64
  %428 = getelementptr float, ptr addrspace(1) %2, i64 %427
  %429 = icmp slt i32 %425, %3
  %430 = and i1 %140, %429
  br i1 %430, label %431, label %435

431: ; preds = %424
  %432 = sext i32 %138 to i64
  %433 = getelementptr float, ptr addrspace(1) %428, i64 %432
  %434 = load <4 x float>, ptr addrspace(3) %47, align 16
  store <4 x float> %434, ptr addrspace(1) %433, align 16
  br label %435

435: ; preds = %431, %424
  %436 = and i1 %429, %411
  br i1 %436, label %437, label %441

437: ; preds = %435
  %438 = sext i32 %410 to i64
  %439 = getelementptr float, ptr addrspace(1) %428, i64 %438
  %440 = load <4 x float>, ptr addrspace(3) %56, align 16
  store <4 x float> %440, ptr addrspace(1) %439, align 16
  br label %441

441: ; preds = %437, %435
  %442 = trunc i64 %64 to i32
  %443 = add i32 %17, %442
  %444 = mul i32 %443, %10
  %445 = sext i32 %444 to i64
  %446 = getelementptr float, ptr addrspace(1) %2, i64 %445
  %447 = icmp slt i32 %443, %3
  %448 = and i1 %140, %447
  br i1 %448, label %449, label %453

449: ; preds = %441
  %450 = sext i32 %138 to i64
  %451 = getelementptr float, ptr addrspace(1) %446, i64 %450
  %452 = load <4 x float>, ptr addrspace(3) %68, align 16
  store <4 x float> %452, ptr addrspace(1) %451, align 16
  br label %453

453: ; preds = %449, %441
  %454 = and i1 %447, %411
  br i1 %454, label %455, label %459

455: ; preds = %453
  %456 = sext i32 %410 to i64
  %457 = getelementptr float, ptr addrspace(1) %446, i64 %456
  %458 = load <4 x float>, ptr addrspace(3) %77, align 16
  store <4 x float> %458, ptr addrspace(1) %457, align 16
  br label %459

459: ; preds = %455, %453
  %460 = trunc i64 %85 to i32
  %461 = add i32 %17, %460
  %462 = mul i32 %461, %10
  %463 = sext i32 %462 to i64
  %464 = getelementptr float, ptr addrspace(1) %2, i64 %463
  %465 = icmp slt i32 %461, %3
  %466 = and i1 %140, %465
  br i1 %466, label %467, label %471

467: ; preds = %459
  %468 = sext i32 %138 to i64
  %469 = getelementptr float, ptr addrspace(1) %464, i64 %468
  %470 = load <4 x float>, ptr addrspace(3) %89, align 16
  store <4 x float> %470, ptr addrspace(1) %469, align 16
  br label %471

471: ; preds = %467, %459
  %472 = and i1 %465, %411
  br i1 %472, label %473, label %477

473: ; preds = %471
  %474 = sext i32 %410 to i64
  %475 = getelementptr float, ptr addrspace(1) %464, i64 %474
  %476 = load <4 x float>, ptr addrspace(3) %98, align 16
  store <4 x float> %476, ptr addrspace(1) %475, align 16
  br label %477

477: ; preds = %473, %471
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
